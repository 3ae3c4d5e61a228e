import ArticleLayout
import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization
import MarkdownText

/// Presentation logic of the item detail: what to show, and which route each choice takes.
@MainActor
public final class ItemDetailPresenter: ItemDetailPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any ItemDetailViewInterface)?
    private let interactor: any ItemDetailInteractorInterface
    private let router: any ItemDetailRouterInterface
    private let dates: DateText
    let loads = LoadSequence()
    private var stock = StockState()
    private var stockTask: Task<Void, Never>?
    /// Whether the stock state came while the article was loading and waits to show with it.
    private var stockWaitsForText = false
    /// The body last parsed and its document, so an unchanged body is never parsed again.
    private var parsed: (source: String, document: Document)?
    /// Which foldable sections are open; back to the document's own state when the body changes.
    private var folding = ArticleFolding()
    let follows: any FollowRepository
    /// Whether you follow the author, a tag or a user, for each one asked about here.
    var followStates: [FollowTarget: FollowState] = [:]
    /// The targets `f` was pressed on whose change has not come back yet.
    var followChanges: Set<FollowTarget> = []
    /// Whether the article's text has loaded and where it opens is decided: only then is where
    /// the reader leaves it kept.
    private var placeDecided = false

    /// Creates the presenter; `follows` answers whether you follow the author and changes it.
    public init(
        interactor: any ItemDetailInteractorInterface, router: any ItemDetailRouterInterface, timeZone: LocalTimeZone = .system,
        follows: any FollowRepository = SignedOut()
    ) {
        self.interactor = interactor
        self.router = router
        self.follows = follows
        dates = DateText(timeZone: timeZone)
    }

    public var title: String { interactor.item.title }

    /// Shows the item as the list knew it at once, then its cached copy when the cache has the body,
    /// then the fresh one from the network.
    public func viewDidLoad() {
        interactor.markRead()
        view?.show(model(of: interactor.item))
        reload()
        if interactor.canStock { loadStockStatus() }
        followState(of: authorTarget).load()
    }

    public func didChooseAuthor() { router.showUser(interactor.item.author.id) }

    public func didChooseTag(_ name: String) { router.showTag(Tag(name)) }

    public func didChooseLink(_ link: ArticleLink) {
        switch link {
        case .author: didChooseAuthor()
        case .tag(let name): didChooseTag(name)
        case .user(let login): router.showUser(User.ID(login))
        case .url(let address), .image(let address): open(address)
        case .comments: didRequestComments()
        case .code: break
        case .details(let number):
            folding.toggle(number)
            view?.show(model(of: interactor.item))
        }
    }

    public func didRequestComments() { router.showComments(of: interactor.item, startsWriting: false) }

    public func didRequestPost() { router.showComments(of: interactor.item, startsWriting: true) }

    public func didRequestOpenInBrowser() { open(address) }

    public func didRequestCopyURL() {
        let said = ClipboardCopy.sentence(for: router.copyToClipboard(address), of: address)
        view?.showNote(said.message, isError: said.isError, detail: "")
    }

    public func didRequestCopyCode(_ number: Int) {
        guard let said = CodeBlockCopy.copy(number, of: document(of: interactor.item.body), through: router) else { return }
        view?.showNote(said.message, isError: said.isError, detail: "")
    }

    public func didRequestRefresh() { reload() }

    public func didRequestToggleStock() {
        guard interactor.canStock else {
            view?.showNote(LoadError.tokenRequired(for: .stocking).message, isError: false, detail: "")
            return
        }
        guard stockTask == nil else { return }
        guard let wanted = stock.flip() else { return loadStockStatus() }
        view?.show(model(of: interactor.item))
        let interactor = self.interactor
        stockTask = Task { [weak self] in
            do throws(LoadError) {
                try await interactor.setStocked(wanted)
                self?.finishStocking(wanted, failure: nil)
            } catch {
                self?.finishStocking(wanted, failure: error)
            }
        }
    }

    /// Keeps where the reader left the article, once its text showed; at the top or read to the
    /// end there is nothing to come back to, and it opens at the top next time.
    public func viewWillLeave(at place: ReadingPlace?, readToEnd: Bool) {
        guard placeDecided, let place else { return }
        interactor.keepPlace(readToEnd || place.share == 0 ? nil : place)
    }

    /// Keeps the place the view rests at, as leaving there would.
    public func viewDidRest(at place: ReadingPlace?, readToEnd: Bool) {
        viewWillLeave(at: place, readToEnd: readToEnd)
    }

    public func viewWillClose() {
        loads.cancel()
        stockTask?.cancel()
        stockTask = nil
        for state in followStates.values { state.cancel() }
    }

    /// The author, as someone to follow.
    var authorTarget: FollowTarget { .user(interactor.item.author.id) }

    /// Asks whether the item is stocked; `s` waits for the answer.
    private func loadStockStatus() {
        let interactor = self.interactor
        stockTask = Task { [weak self] in
            do throws(LoadError) {
                let stocked = try await interactor.loadStockStatus()
                self?.finishStatus(stocked, failure: nil)
            } catch {
                self?.finishStatus(nil, failure: error)
            }
        }
    }

    /// The stock state is in; while the article is still loading it waits, and shows with the text.
    private func finishStatus(_ stocked: Bool?, failure: LoadError?) {
        guard stockTask != nil else { return }
        stockTask = nil
        stock.isStocked = stocked
        if let failure, !failure.isCancellation {
            view?.showMessage(tr("Could not tell whether the item is stocked: {error}", ["error": failure.message]), isError: true, detail: failure.detail)
        }
        stockWaitsForText = loads.isLoading
        guard !stockWaitsForText else { return }
        view?.show(model(of: interactor.item))
    }

    /// Keeps a confirmed change; rolls a failed one back and says why.
    private func finishStocking(_ wanted: Bool, failure: LoadError?) {
        guard stockTask != nil else { return }
        stockTask = nil
        if let failure {
            stock.undoFlip(to: wanted)
            view?.show(model(of: interactor.item))
            if failure.isCancellation { return }
            let values: KeyValuePairs = ["error": failure.message]
            let message: String = wanted ? tr("Could not stock the item: {error}", values) : tr("Could not unstock the item: {error}", values)
            view?.showNote(message, isError: true, detail: failure.detail)
        } else {
            view?.showNote(wanted ? tr("Stocked.") : tr("Removed from your stocks."), isError: false, detail: "")
        }
    }

    private var address: String { interactor.item.url }

    private func open(_ url: String) {
        view?.showNote(BrowserSentence.after(opening: url, opened: router.openInBrowser(url)), isError: false, detail: "")
    }

    /// Starts a reload, replacing any in flight; only the newest one's outcome is applied.
    private func reload() {
        view?.setBusy(true)
        let interactor = self.interactor
        loads.start { [weak self] ticket throws(LoadError) in
            try await interactor.reload { [weak self] in self?.showCachedCopy(ticket) }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure)
        }
    }

    /// The cached copy is in: show it at once, still waiting for the fresh one.
    private func showCachedCopy(_ ticket: LoadSequence.Ticket) {
        guard loads.isCurrent(ticket) else { return }
        view?.show(model(of: interactor.item))
    }

    /// The load ended: the text (or why it failed) shows, with the facts that came while it loaded
    /// (the stock state, whether you follow the author), all in the same turn and so in one frame.
    private func finishLoading(failure: LoadError?) {
        view?.setBusy(false)
        if failure?.isCancellation == true { return }
        showAuthorFollowFact()
        defer { stockWaitsForText = false }
        if let failure {
            if stockWaitsForText { view?.show(model(of: interactor.item)) }
            view?.showMessage(tr("{error} Press r to retry.", ["error": failure.message]), isError: true, detail: failure.detail)
        } else {
            stock.countChange = 0
            view?.show(model(of: interactor.item))
            decidePlace()
            if let cause = interactor.cachedCopyCause {
                let status = FallbackStatus(cause: cause, offlineNotice: tr("offline — showing the cached copy; press r to try again."))
                view?.showMessage(status.message, isError: status.isError, detail: status.detail)
            } else {
                view?.showMessage("", isError: false, detail: "")
            }
        }
    }

    /// The first time the text is in: it opens where the reader left it, or at the top, saying so
    /// when that is because the article changed.
    private func decidePlace() {
        guard !placeDecided else { return }
        placeDecided = true
        switch interactor.placeToResume() {
        case .top: break
        case .place(let place): view?.resume(at: place)
        case .changed: view?.showNote(tr("The article changed since you last read it; it opens at the top."), isError: false, detail: "")
        }
    }

    private func model(of item: Item) -> ItemDetailViewModel {
        var article = ItemArticle.article(
            of: item, body: document(of: item.body), stocked: stock.isStocked, stockChange: stock.countChange, dates: dates)
        article.commentsCount = item.commentsCount
        return ItemDetailViewModel(article: article, folding: folding)
    }

    /// The parsed body; parsed only when it differs from the last one, which also resets the folding.
    private func document(of body: String) -> Document {
        if let parsed, parsed.source == body { return parsed.document }
        let document = MarkdownParser.parse(body)
        parsed = (body, document)
        folding = .initial(for: document)
        return document
    }
}
