import ArticleLayout
import FoundationEssentials
import KijiDomain
import LeanFoundation
import MarkdownText

/// Presentation logic of the Comments list: when to load, what rows say, which route to take, and
/// the steps of writing, editing and deleting a comment.
@MainActor
public final class CommentsPresenter: CommentsPresenterInterface {
    /// What a yes/no question on screen is about.
    private enum Pending {
        case post(String)
        case edit(Comment.ID, String)
        case delete(Comment.ID)
    }

    /// The view; weak, because the view owns the presenter.
    public weak var view: (any CommentsViewInterface)?
    public let title = "Comments"
    private let interactor: any CommentsInteractorInterface
    private let router: any CommentsRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let startsWriting: Bool
    private let loads = LoadSequence()
    private var lastFailure: LoadError?
    private var selectedID: Comment.ID?
    private var notice: (text: String, isError: Bool, detail: String)?
    private var pending: (what: Pending, question: CommentsQuestion)?
    private var userTask: Task<Void, Never>?
    private var writeTask: Task<Void, Never>?
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

    /// Whether a post, an edit or a delete is on its way.
    public var isWriting: Bool { writeTask != nil }

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
        case .url(let address):
            let opened = router.openInBrowser(address)
            say(opened ? "Opened \(address) in the browser." : "No browser to open it (set $BROWSER); the address is \(address)")
        case .author, .tag, .details, .comments: break
        }
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.comments.indices.contains(row) { selectedID = interactor.comments[row].id }
        startLoading()
    }

    public func didRequestPost() {
        guard mayWrite("Commenting") else { return }
        write(original: "") { .post($0) }
    }

    public func didRequestEdit(row: Int) {
        guard let comment = ownComment(at: row, action: "Editing comments", verb: "edit") else { return }
        write(original: comment.body) { .edit(comment.id, $0) }
    }

    public func didRequestDelete(row: Int) {
        guard let comment = ownComment(at: row, action: "Deleting comments", verb: "delete") else { return }
        ask(.delete(comment.id), "Delete this comment? y/n", about: comment.body)
    }

    public func didAnswer(_ yes: Bool) {
        guard let (what, _) = pending else { return }
        pending = nil
        guard yes else { return declined(what) }
        let interactor = self.interactor
        writeTask = Task { [weak self] in
            do throws(LoadError) {
                switch what {
                case .post(let text): self?.wrote("Comment posted.", selecting: try await interactor.post(text))
                case .edit(let id, let text): self?.wrote("Comment updated.", selecting: try await interactor.edit(id, body: text))
                case .delete(let id):
                    try await interactor.delete(id)
                    self?.wrote("Comment deleted.", selecting: nil)
                }
            } catch {
                self?.failed(what, error)
            }
        }
        view?.setBusy(true)
        publish()
    }

    public func viewWillClose() {
        loads.cancel()
        userTask?.cancel()
        userTask = nil
    }

    // MARK: Writing

    /// Whether a comment may be written now; says why not when it may not.
    private func mayWrite(_ action: String) -> Bool {
        guard interactor.canWrite else {
            say(LoadError.tokenRequired(for: action).message)
            return false
        }
        return pending == nil && writeTask == nil
    }

    /// The user's own comment in `row`, or nil after saying why it cannot be changed.
    private func ownComment(at row: Int, action: String, verb: String) -> Comment? {
        guard interactor.comments.indices.contains(row), mayWrite(action) else { return nil }
        let comment = interactor.comments[row]
        guard interactor.isOwn(comment) else {
            say("You can only \(verb) your own comments.")
            return nil
        }
        return comment
    }

    /// Opens the editor on `original` and asks before sending what came back.
    private func write(original: String, sending: (String) -> Pending) {
        guard let edited = router.editText(CommentDraft.file(body: original)) else {
            say("No editor could be started: set $VISUAL or $EDITOR.", isError: true)
            return
        }
        switch CommentDraft.outcome(of: edited, original: original) {
        case .empty: say("Nothing was written, so nothing was sent.")
        case .unchanged: say("The comment is unchanged, so nothing was sent.")
        case .text(let text):
            let pendingWrite = sending(text)
            if case .edit = pendingWrite {
                ask(pendingWrite, "Save this change? y/n", about: text)
            } else {
                ask(pendingWrite, "Post this comment? y/n", about: text)
            }
        }
    }

    private func ask(_ what: Pending, _ question: String, about text: String) {
        notice = nil
        pending = (what, CommentsQuestion(question: question, preview: CommentDraft.preview(of: text)))
        publish()
    }

    /// The user said no: a written text is kept all the same, so nothing typed is lost.
    private func declined(_ what: Pending) {
        switch what {
        case .post(let text), .edit(_, let text):
            let kept = router.keepUnsent(text).map { " The text is kept in \($0)" } ?? ""
            say("Not sent.\(kept)")
        case .delete: say("Not deleted.")
        }
    }

    private func wrote(_ message: String, selecting index: Int?) {
        writeTask = nil
        view?.setBusy(false)
        notice = (message, false, "")
        publish(selectionRequest: index)
    }

    /// A write failed: its text goes to a file whose path the status line names.
    private func failed(_ what: Pending, _ error: LoadError) {
        writeTask = nil
        view?.setBusy(false)
        var message: String
        switch what {
        case .post(let text), .edit(_, let text):
            message = "Could not send the comment: \(error.message)"
            if let path = router.keepUnsent(text) {
                message += " The text is kept in \(path)"
            } else {
                message += " The text could not be saved to a file either."
            }
        case .delete:
            message = "Could not delete the comment: \(error.message)"
        }
        if error.kind == .unauthorized { message += " Run kiji login with a token that has write_qiita." }
        notice = (message, true, error.detail)
        publish()
    }

    private func say(_ text: String, isError: Bool = false) {
        notice = (text, isError, "")
        publish()
    }

    // MARK: Loading

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

    // MARK: State

    private func publish(selectionRequest: Int? = nil) {
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

    /// The parsed body of `comment`; parsed again only when its body changed.
    private func document(of comment: Comment) -> Document {
        if let kept = parsed[comment.id], kept.source == comment.body { return kept.document }
        let document = MarkdownParser.parse(comment.body)
        parsed[comment.id] = (comment.body, document)
        return document
    }
}
