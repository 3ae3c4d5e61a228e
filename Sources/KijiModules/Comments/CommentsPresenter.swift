import ArticleLayout
import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization
import MarkdownText

/// Presentation logic of the Comments list: when to load, what rows say, which route to take.
///
/// The steps of writing, editing and deleting a comment are in CommentsPresenter+Writing.swift;
/// they share the question on screen and the write in flight with it, and say what came of each
/// step as a note (``say(_:isError:detail:)``) that lasts until the next key.
@MainActor
public final class CommentsPresenter: CommentsPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any CommentsViewInterface)? {
        didSet { rows.view = view }
    }
    public let title: String = tr("Comments")
    let interactor: any CommentsInteractorInterface
    let router: any CommentsRouterInterface
    private let dates: DateText
    private let rows: RowsPresentation<Comment>
    private let startsWriting: Bool
    /// The yes/no question on screen and what it is about.
    var pending: (what: Pending, question: CommentsQuestion)?
    /// The post, edit or delete on its way.
    var writeTask: Task<Void, Never>?
    private var userTask: Task<Void, Never>?
    /// Each comment's body as last parsed, so a body is parsed once however often its row is drawn.
    private var parsed: [Comment.ID: (source: String, document: Document)] = [:]

    /// Creates the presenter; with `startsWriting`, the editor opens for a new comment at once.
    public init(
        interactor: any CommentsInteractorInterface, router: any CommentsRouterInterface, startsWriting: Bool = false,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.startsWriting = startsWriting
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.comments }, emptyText: tr("No comments yet. Press C to write one."),
            offlineNotice: { tr("offline — showing cached comments from {time}; press r to try again.", ["time": $0]) },
            dates: dates, now: now)
        rows.fallback = { [interactor] in interactor.fallback }
        rows.describe = { [weak self] state in self?.describe(&state) }
    }

    /// Whether the comments are being fetched.
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() {
        startLoading(keeping: nil)
        let interactor = self.interactor
        userTask = Task { [weak self] in
            await interactor.loadSignedInUser()
            self?.publish()
        }
        if startsWriting { didRequestPost() }
    }

    public func row(at index: Int) -> CommentRow? {
        guard let comment = rows.element(at: index) else { return nil }
        let name = comment.user.name.isEmpty ? "" : " (\(comment.user.name))"
        return CommentRow(
            id: comment.id, login: comment.user.id.rawValue, author: "@\(comment.user.id.rawValue)\(name)",
            date: dates.day(comment.createdAt), isEdited: comment.isEdited, isOwn: interactor.isOwn(comment),
            body: document(of: comment))
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didChooseAuthor(row: Int) {
        guard let comment = rows.element(at: row) else { return }
        router.showUser(comment.user.id)
    }

    public func didChooseLink(_ link: ArticleLink) {
        switch link {
        case .user(let login): router.showUser(User.ID(login))
        case .url(let address), .image(let address):
            say(BrowserSentence.after(opening: address, opened: router.openInBrowser(address)))
        case .author, .tag, .details, .comments, .code: break
        }
    }

    public func didRequestRefresh(selectedRow: Int?) { startLoading(keeping: selectedRow) }

    public func viewWillClose() {
        rows.cancel()
        userTask?.cancel()
        userTask = nil
    }

    /// Shows the cached comments, then loads them, keeping the comment in `selectedRow` selected.
    private func startLoading(keeping selectedRow: Int?) {
        let interactor = self.interactor
        rows.load(keeping: selectedRow) { showKept throws(LoadError) in try await interactor.load(onCached: showKept) }
    }

    /// Shows the state, with `selectionRequest` the row to select, and the question, if any.
    func publish(selectionRequest: Int? = nil) {
        view?.ask(pending?.question)
        rows.publish(selectionRequest: selectionRequest)
    }

    /// What only the comments add to a state: the count in words.
    private func describe(_ state: inout RowsViewState) {
        state.facts = [trn("{count} comment", "{count} comments", count: state.rowCount)]
    }

    /// Says `text` on the status line until the next key; the message log keeps it.
    func say(_ text: String, isError: Bool = false, detail: String = "") {
        view?.showNote(text, isError: isError, detail: detail)
    }

    /// The parsed body of `comment`; parsed again only when its body changed.
    private func document(of comment: Comment) -> Document {
        if let kept = parsed[comment.id], kept.source == comment.body { return kept.document }
        let document = MarkdownParser.parse(comment.body)
        parsed[comment.id] = (comment.body, document)
        return document
    }
}
