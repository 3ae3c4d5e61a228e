import ArticleLayout
import KijiDomain
import Localization
import MarkdownText

/// Presentation logic of `kiji preview`: a local draft in the item detail's pager, shown again each
/// time its file changes.
///
/// The draft has no author, address or stocks; its tags and mentions lead to lists of the
/// configured API, its links to the browser, its foldable sections open and close. A new version
/// keeps the sections that were open, and the view keeps its scroll position. When the file stops
/// being readable, the last version stays and the status bar says why.
@MainActor
final class ArticlePreviewPresenter: ItemDetailPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    weak var view: (any ItemDetailViewInterface)?
    private let source: any DraftSource
    private let router: any ItemDetailRouterInterface
    private var draft: ArticleDraft?
    private var document = Document(blocks: [])
    private var folding = ArticleFolding()

    /// Creates the presenter of the draft from `source`.
    init(source: any DraftSource, router: any ItemDetailRouterInterface) {
        self.source = source
        self.router = router
    }

    var title: String { draft.map { DraftArticle.article(of: $0, name: source.name, body: document).title } ?? source.name }

    func viewDidLoad() {
        source.watch { [weak self] result in self?.take(result) }
    }

    func didChooseAuthor() { say(Self.notPosted) }

    func didChooseTag(_ name: String) { router.showTag(Tag(name)) }

    func didChooseLink(_ link: ArticleLink) {
        switch link {
        case .author, .comments: didChooseAuthor()
        case .tag(let name): didChooseTag(name)
        case .user(let login): router.showUser(User.ID(login))
        case .url(let address), .image(let address):
            say(BrowserSentence.after(opening: address, opened: router.openInBrowser(address)))
        case .details(let number):
            folding.toggle(number)
            showDraft()
        case .code: break
        }
    }

    func didRequestComments() { say(Self.notPosted) }

    func didRequestPost() { say(Self.notPosted) }

    func didRequestOpenInBrowser() { say(Self.notPosted) }

    func didRequestCopyURL() { say(Self.notPosted) }

    func didRequestCopyCode(_ number: Int) {
        guard let said = CodeBlockCopy.copy(number, of: document, through: router) else { return }
        view?.showNote(said.message, isError: said.isError, detail: "")
    }

    func didRequestRefresh() { say(tr("The preview follows the file: it shows each saved change by itself.")) }

    func didRequestToggleStock() { say(Self.notPosted) }

    func didRequestToggleFollow(focused: ArticleLink?) { say(Self.notPosted) }

    /// A draft keeps no place: it opens at the top each time.
    func viewWillLeave(at place: ReadingPlace?, readToEnd: Bool) {}

    func viewDidRest(at place: ReadingPlace?, readToEnd: Bool) {}

    func viewWillClose() { source.stopWatching() }

    private static var notPosted: String { tr("A preview has no author, address, stocks or comments until it is posted.") }

    /// Shows a new version, or says why the file cannot be read while the last version stays.
    private func take(_ result: Result<ArticleDraft, DraftReadError>) {
        switch result {
        case .success(let draft):
            let isFirstVersion = self.draft == nil
            if draft.body != self.draft?.body { document = MarkdownParser.parse(draft.body) }
            self.draft = draft
            let existing = ArticleFolding.allOpen(in: document).openSections
            folding = isFirstVersion ? .initial(for: document) : ArticleFolding(openSections: folding.openSections.intersection(existing))
            showDraft()
            say("")
        case .failure(let error):
            let message = draft == nil ? error.message : tr("{error} Showing the last version.", ["error": error.message])
            view?.showMessage(message, isError: true, detail: "")
        }
    }

    private func showDraft() {
        guard let draft else { return }
        view?.show(ItemDetailViewModel(article: DraftArticle.article(of: draft, name: source.name, body: document), folding: folding))
    }

    private func say(_ message: String) { view?.showMessage(message, isError: false, detail: "") }
}
