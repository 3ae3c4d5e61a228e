import ArticleLayout
import FoundationEssentials
import KijiDomain
import LeanFoundation
import MarkdownText

/// Presentation logic of the Comments list: when to load, what rows say, which route to take.
///
/// The steps of writing, editing and deleting a comment are in CommentsPresenter+Writing.swift;
/// they share the status line's notice, the question on screen and the write in flight with it.
@MainActor
public final class CommentsPresenter: CommentsPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any CommentsViewInterface)?
    public let title = "Comments"
    let interactor: any CommentsInteractorInterface
    let router: any CommentsRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let loads = LoadSequence()
    private var lastFailure: LoadError?
    private var selectedID: Comment.ID?
    private let startsWriting: Bool
    /// What the status line says instead of the load's outcome (a write's result, a refusal).
    var notice: (text: String, isError: Bool, detail: String)?
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
        self.now = now
        dates = DateText(timeZone: timeZone)
    }

    /// Whether the comments are being fetched.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() {
        startLoading()
        let interactor = self.interactor
        userTask = Task { [weak self] in
            await interactor.loadSignedInUser()
            self?.publish()
        }
        if startsWriting { didRequestPost() }
    }

    public func row(at index: Int) -> CommentRow? {
        guard interactor.comments.indices.contains(index) else { return nil }
        let comment = interactor.comments[index]
        let name = comment.user.name.isEmpty ? "" : " (\(comment.user.name))"
        return CommentRow(
            id: comment.id, login: comment.user.id.rawValue, author: "@\(comment.user.id.rawValue)\(name)",
            date: dates.day(comment.createdAt), isEdited: comment.isEdited, isOwn: interactor.isOwn(comment),
            body: document(of: comment))
    }

    public func didChooseAuthor(row: Int) {
        guard interactor.comments.indices.contains(row) else { return }
        router.showUser(interactor.comments[row].user.id)
    }

    public func didChooseLink(_ link: ArticleLink) {
        switch link {
        case .user(let login): router.showUser(User.ID(login))
        case .url(let address), .image(let address):
            let opened = router.openInBrowser(address)
            say(opened ? "Opened \(address) in the browser." : "No browser to open it (set $BROWSER); the address is \(address)")
        case .author, .tag, .details, .comments: break
        }
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.comments.indices.contains(row) { selectedID = interactor.comments[row].id }
        startLoading()
    }

    public func viewWillClose() {
        loads.cancel()
        userTask?.cancel()
        userTask = nil
    }

    /// Starts a load, replacing any in flight; only the newest load's outcome is ever applied.
    private func startLoading() {
        lastFailure = nil
        notice = nil
        let interactor = self.interactor
        loads.start { [weak self] ticket throws(LoadError) in
            try await interactor.load { [weak self] in self?.showCached(ticket) }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure)
        }
        view?.setBusy(true)
        publish()
    }

    /// The cached comments are in: show them at once, still loading the fresh ones.
    private func showCached(_ ticket: LoadSequence.Ticket) {
        guard loads.isCurrent(ticket) else { return }
        publish()
    }

    private func finishLoading(failure: LoadError?) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = failure }
        let selection = selectedID.flatMap { id in interactor.comments.firstIndex { $0.id == id } }
        publish(selectionRequest: selection)
    }

    /// Shows the state: the rows' count, the notice or the load's outcome, the question; with
    /// `selectionRequest`, the row to select.
    func publish(selectionRequest: Int? = nil) {
        var state = CommentsViewState()
        let count = interactor.comments.count
        state.rowCount = count
        state.isLoading = loads.isLoading
        if let notice {
            state.message = notice.text
            state.messageIsError = notice.isError
            state.errorDetail = notice.detail
        } else if let failure = lastFailure {
            state.message = failure.message + " Press r to retry."
            state.messageIsError = true
            state.errorDetail = failure.detail
        } else if let since = interactor.offlineSince {
            state.message = "offline — showing cached comments from \(dates.moment(since, now: now())); press r to try again."
        }
        state.loadFailure = lastFailure.map { $0.message + " Press r to retry." }
        state.countFact = count == 1 ? "1 comment" : "\(count) comments"
        state.selectionRequest = selectionRequest
        state.question = pending?.question
        view?.show(state)
    }

    /// Says `text` on the status line until the next load or notice.
    func say(_ text: String, isError: Bool = false) {
        notice = (text, isError, "")
        publish()
    }

    /// The parsed body of `comment`; parsed again only when its body changed.
    private func document(of comment: Comment) -> Document {
        if let kept = parsed[comment.id], kept.source == comment.body { return kept.document }
        let document = MarkdownParser.parse(comment.body)
        parsed[comment.id] = (comment.body, document)
        return document
    }
}
