import ArticleLayout
import TerminalUI

/// Draws an item as a pager (header, then the Markdown body) and turns keys into presenter events.
@MainActor
public final class ItemDetailView: Screen, ItemDetailViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case pager(PagerAction)
        case author
        case comments
        case writeComment
        case openInBrowser
        case copyURL
        case refresh
        case toggleStock
        case toggleFollow
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides (published by the router's `keyActionNames`).
    nonisolated static let keyTable = KeyTable<Action>(
        PagerAction.defaultBindings.map { $0.mapAction(Action.pager) } + [
            .init([.character("a")], .author, "The author's items", group: "Item", name: "author"),
            .init([.character("c")], .comments, "The comments", group: "Item", name: "comments"),
            .init([.character("C")], .writeComment, "Write a comment in $EDITOR (needs kiji login)", group: "Item", name: "comment"),
            .init([.character("o")], .openInBrowser, "Open in the browser", group: "Item", name: "open_in_browser"),
            .init([.character("y")], .copyURL, "Copy the address", group: "Item", name: "copy_url"),
            .init([.character("r")], .refresh, "Reload the item", group: "Item", name: "refresh"),
            .init([.character("s")], .toggleStock, "Stock or unstock (needs kiji login)", group: "Item", name: "stock"),
            .init(
                [.character("f")], .toggleFollow, "Follow or unfollow the focused tag or user, else the author (needs kiji login)",
                group: "Item", name: "follow"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any ItemDetailPresenterInterface
    private let keyTable: KeyTable<Action>
    private let pager = TextView(paragraphs: [])
    private var model: ItemDetailViewModel?
    private var lines = ArticleLineCache()
    private var laidOut: (width: Int, theme: Theme)?
    private var message = ScreenStatus()
    private var followFact = DisplayText.empty
    private var activity = ScreenActivity()
    private let colouring: CodeColouring

    /// Creates the view; the presenter is owned by it. Code blocks are coloured by `highlighter`
    /// when the article is already on screen.
    init(presenter: any ItemDetailPresenterInterface, keys: KeyOverrides = KeyOverrides(), highlighter: (any CodeHighlighting)? = nil) {
        self.presenter = presenter
        keyTable = keys.applied(to: Self.keyTable)
        colouring = CodeColouring(highlighter: highlighter)
    }

    public var title: DisplayText { TextLayout.singleLine(DisplayText(sanitizing: presenter.title)) }

    public var status: ScreenStatus {
        var status = message
        status.facts = [pager.positionIndicator]
        return status
    }

    /// Whether you follow the author, once known.
    public var headerNote: DisplayText { followFact }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public func start() { presenter.viewDidLoad() }

    public func show(_ model: ItemDetailViewModel) {
        self.model = model
        laidOut = nil
        host?.setNeedsDisplay()
        colouring.colour(model.article.body) { [weak self] problem in self?.colourArrived(problem: problem) }
    }

    /// The code colours came: lay the article out again, and say why code stays plain if it does.
    private func colourArrived(problem: String?) {
        laidOut = nil
        if let problem { showMessage(problem, isError: false, detail: "") }
        host?.setNeedsDisplay()
    }

    public func showMessage(_ message: String, isError: Bool, detail: String) {
        self.message = ScreenStatus(
            message: DisplayText(sanitizing: message), isError: isError, detail: DisplayText(sanitizing: detail))
        host?.setNeedsDisplay()
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func showFollowFact(_ fact: String) {
        followFact = DisplayText(sanitizing: fact)
        host?.setNeedsDisplay()
    }

    public func draw(in canvas: Canvas, theme: Theme) {
        if let model, laidOut?.width != canvas.width || laidOut?.theme != theme {
            pager.theme = theme
            pager.show(
                lines: lines.lines(
                    for: model.article, width: canvas.width, theme: theme, folding: model.folding, highlights: colouring.highlights),
                laidOutFor: canvas.width)
            laidOut = (canvas.width, theme)
        }
        pager.draw(in: canvas)
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key, event.kind == .leftClick {
            guard let target = pager.focusLink(at: event) else { return false }
            presenter.didChooseLink(ArticleLink(target: target))
            host?.setNeedsDisplay()
            return true
        }
        if case .mouse = key {
            let used = pager.handle(key)
            if used { host?.setNeedsDisplay() }
            return used
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .pager(let movement):
            if let target = pager.perform(movement) { presenter.didChooseLink(ArticleLink(target: target)) }
        case .author: presenter.didChooseAuthor()
        case .comments: presenter.didRequestComments()
        case .writeComment: presenter.didRequestPost()
        case .openInBrowser: presenter.didRequestOpenInBrowser()
        case .copyURL: presenter.didRequestCopyURL()
        case .refresh: presenter.didRequestRefresh()
        case .toggleStock: presenter.didRequestToggleStock()
        case .toggleFollow: presenter.didRequestToggleFollow(focused: pager.focusedTarget.map(ArticleLink.init(target:)))
        }
        host?.setNeedsDisplay()
        return true
    }

    public func close() {
        activity.end(on: host)
        colouring.cancel()
        presenter.viewWillClose()
    }
}
