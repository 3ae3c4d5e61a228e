import ArticleLayout
import TerminalUI

/// Draws the comments on ``RowsScreen``, one comment per row, and turns the comments' own keys
/// into presenter events.
///
/// The selection moves comment by comment; a comment taller than the screen scrolls with the page
/// keys before the selection moves on (see ``LaidOutRows``), and Tab reaches the links, mentions
/// and author of the selected comment. While a question is on screen only y, n and Esc answer it.
/// How a comment is laid out is in CommentRows.swift.
@MainActor
public final class CommentsView: RowsScreen<CommentRow, CommentsView.Action>, CommentsViewInterface {
    /// What the comments' own keys do.
    public enum Action: Hashable, Sendable {
        case nextLink
        case previousLink
        case openLink
        case author
        case refresh
        case write
        case edit
        case delete
        case find
        case findNext
        case findPrevious
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.tab], .nextLink, tr("Next link in the comment"), group: tr("Comments"), name: "next_link"),
        .init([.backTab], .previousLink, tr("Previous link in the comment"), group: tr("Comments"), name: "previous_link"),
        .init([.enter], .openLink, tr("Open the focused link"), group: tr("Comments"), name: "open_link"),
        .init([.character("a")], .author, tr("The commenter's items"), group: tr("Comments"), name: "author"),
        .init([.character("r")], .refresh, tr("Reload the comments"), group: tr("Comments"), name: "refresh"),
        .init([.character("C")], .write, tr("Write a comment in $VISUAL or $EDITOR (needs kiji login)"), group: tr("Comments"), name: "comment"),
        .init([.character("E")], .edit, tr("Edit your comment in $VISUAL or $EDITOR"), group: tr("Comments"), name: "edit_comment"),
        .init([.character("D")], .delete, tr("Delete your comment"), group: tr("Comments"), name: "delete_comment"),
        .init([.character("/")], .find, tr("Find in the comments"), group: tr("Find"), name: "find"),
        .init([.character("n")], .findNext, tr("Next match"), group: tr("Find"), name: "find_next"),
        .init([.character("N")], .findPrevious, tr("Previous match"), group: tr("Find"), name: "find_previous"),
    ])

    private let presenter: any CommentsPresenterInterface
    private var question: CommentsQuestion?
    /// The find (`/`, `n`, `N`) in the comments' lines.
    var finder = RowsFind()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any CommentsPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: CommentsView.keyTable, keys: keys, layout: CommentsView.lines)
    }

    public func ask(_ question: CommentsQuestion?) {
        self.question = question
        host?.setNeedsDisplay()
    }

    public func showNote(_ message: String, isError: Bool, detail: String) {
        host?.say(DisplayText(sanitizing: message), isError: isError, detail: DisplayText(sanitizing: detail))
    }

    override public var status: ScreenStatus {
        var status = super.status
        if !finder.text.count.isEmpty { status.facts.insert(finder.text.count, at: 0) }
        return status
    }

    override public func show(_ state: RowsViewState) {
        super.show(state)
        findAgain()
    }

    override public func draw(in canvas: Canvas, theme: Theme) {
        if foundAtAnotherWidth(than: canvas.width) {
            super.draw(in: canvas, theme: theme)
            findAgain()
        }
        super.draw(in: canvas, theme: theme)
        guard let question else { return }
        let preview = question.preview.map { StyledLine(DisplayText(sanitizing: $0), style: theme[.dim]) }
        let body = preview + [StyledLine(), StyledLine(DisplayText(sanitizing: question.question), style: theme[.title])]
        Modal(title: tr("Confirm"), body: body, footer: tr("y: yes  n: no")).draw(in: canvas, theme: theme)
    }

    override public func handle(_ key: Key) -> Bool {
        question == nil ? super.handle(key) : answer(key)
    }

    override func perform(_ action: Action) {
        switch action {
        case .nextLink: focusLink(forward: true)
        case .previousLink: focusLink(forward: false)
        case .openLink:
            if let target = list.source.focusedLink { presenter.didChooseLink(ArticleLink(target: target)) }
        case .author: presenter.didChooseAuthor(row: selectedRow)
        case .refresh: presenter.didRequestRefresh(selectedRow: selectedRow)
        case .write: presenter.didRequestPost()
        case .edit: presenter.didRequestEdit(row: selectedRow)
        case .delete: presenter.didRequestDelete(row: selectedRow)
        case .find: host?.showPrompt(FindPrompt { [weak self] text in self?.find(text) })
        case .findNext: stepMatch(forward: true)
        case .findPrevious: stepMatch(forward: false)
        }
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

    private func focusLink(forward: Bool) {
        list.source.focusLink(forward: forward)
        list.reloadData()
    }
}
