import ArticleLayout
import TerminalUI

/// Draws the comments with TerminalUI's virtual ``ListView``, one comment per row, and turns keys
/// into presenter events.
///
/// The selection moves comment by comment; a comment taller than the screen scrolls with the page
/// keys before the selection moves on (see ``LaidOutRows``), and Tab reaches the links, mentions
/// and author of the selected comment. While a question is on screen only y, n and Esc answer it.
/// How a comment is laid out is in CommentRows.swift.
@MainActor
public final class CommentsView: Screen, CommentsViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case move(ListAction)
        case nextLink
        case previousLink
        case openLink
        case author
        case refresh
        case write
        case edit
        case delete
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = KeyTable<Action>(
        ListAction.defaultBindings.map { $0.mapAction(Action.move) } + [
            .init([.tab], .nextLink, "Next link in the comment", group: "Comments", name: "next_link"),
            .init([.backTab], .previousLink, "Previous link in the comment", group: "Comments", name: "previous_link"),
            .init([.enter], .openLink, "Open the focused link", group: "Comments", name: "open_link"),
            .init([.character("a")], .author, "The commenter's items", group: "Comments", name: "author"),
            .init([.character("r")], .refresh, "Reload the comments", group: "Comments", name: "refresh"),
            .init([.character("C")], .write, "Write a comment in $EDITOR (needs kiji login)", group: "Comments", name: "comment"),
            .init([.character("E")], .edit, "Edit your comment in $EDITOR", group: "Comments", name: "edit_comment"),
            .init([.character("D")], .delete, "Delete your comment", group: "Comments", name: "delete_comment"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any CommentsPresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<LaidOutRows<CommentRow>>
    private var state = CommentsViewState()
    private var activity = ScreenActivity()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any CommentsPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        keyTable = keys.applied(to: Self.keyTable)
        list = ListView(source: LaidOutRows(rowAt: { [presenter] index in presenter.row(at: index) }, layout: Self.lines))
        list.loadingIndicator = "Loading…"
    }

    /// The comment currently selected.
    public var selectedRow: Int { list.selection }

    public var title: DisplayText { TextLayout.singleLine(DisplayText(sanitizing: presenter.title)) }

    public var status: ScreenStatus {
        ScreenStatus(
            message: DisplayText(sanitizing: state.message), isError: state.messageIsError,
            detail: DisplayText(sanitizing: state.errorDetail),
            facts: [state.countFact].filter { !$0.isEmpty }.map { DisplayText(sanitizing: $0) })
    }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public func start() { presenter.viewDidLoad() }

    public func show(_ state: CommentsViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.isLoading
        list.emptyText = DisplayText(sanitizing: state.emptyText)
        list.errorText = state.loadFailure.map { DisplayText(sanitizing: $0) }
        list.reloadData()
        if let row = state.selectionRequest { list.select(row: row) }
        list.source.select(list.selection)
        host?.setNeedsDisplay()
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func draw(in canvas: Canvas, theme: Theme) {
        list.theme = theme
        list.source.theme = theme
        list.source.visibleHeight = canvas.height
        list.draw(in: canvas)
        if let question = state.question {
            let preview = question.preview.map { StyledLine(DisplayText(sanitizing: $0), style: theme[.dim]) }
            let body = preview + [StyledLine(), StyledLine(DisplayText(sanitizing: question.question), style: theme[.title])]
            Modal(title: "Confirm", body: body, footer: "y: yes  n: no").draw(in: canvas, theme: theme)
        }
    }

    public func handle(_ key: Key) -> Bool {
        if state.question != nil { return answer(key) }
        if case .mouse = key {
            guard list.handle(key) else { return false }
            followSelection()
            host?.setNeedsDisplay()
            return true
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .move(let movement): move(movement)
        case .nextLink: focusLink(forward: true)
        case .previousLink: focusLink(forward: false)
        case .openLink:
            if let target = list.source.focusedLink { presenter.didChooseLink(ArticleLink(target: target)) }
        case .author: presenter.didChooseAuthor(row: list.selection)
        case .refresh: presenter.didRequestRefresh(selectedRow: list.selection)
        case .write: presenter.didRequestPost()
        case .edit: presenter.didRequestEdit(row: list.selection)
        case .delete: presenter.didRequestDelete(row: list.selection)
        }
        host?.setNeedsDisplay()
        return true
    }

    public func close() {
        activity.end(on: host)
        presenter.viewWillClose()
    }

    /// y answers yes; n and Esc answer no; every other key waits, so nothing else acts meanwhile.
    private func answer(_ key: Key) -> Bool {
        switch key {
        case .character("y"), .character("Y"): presenter.didAnswer(true)
        case .character("n"), .character("N"), .escape: presenter.didAnswer(false)
        default: break
        }
        host?.setNeedsDisplay()
        return true
    }

    /// Page keys scroll a comment taller than the screen before moving on; other keys move by comment.
    private func move(_ movement: ListAction) {
        if list.source.scroll(movement) {
            list.reloadData()
        } else {
            list.perform(movement)
            followSelection()
        }
    }

    private func focusLink(forward: Bool) {
        list.source.focusLink(forward: forward)
        list.reloadData()
    }

    /// The selection moved: the new comment shows from its first line, with no link focused.
    private func followSelection() {
        guard list.source.select(list.selection) else { return }
        list.reloadData()
    }
}
