import FoundationEssentials
import KijiDomain
import LeanFoundation

/// Presentation logic of your articles: when to load, what rows say, which route to take.
@MainActor
public final class MyArticlesPresenter: MyArticlesPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any MyArticlesViewInterface)?
    public let title = "My articles"
    private let interactor: any MyArticlesInteractorInterface
    private let router: any MyArticlesRouterInterface
    private let dates: DateText
    private let loads = LoadSequence()
    private var lastFailure: LoadError?
    private var selectedID: Item.ID?

    /// Creates the presenter.
    public init(interactor: any MyArticlesInteractorInterface, router: any MyArticlesRouterInterface, timeZone: LocalTimeZone = .system) {
        self.interactor = interactor
        self.router = router
        dates = DateText(timeZone: timeZone)
    }

    /// Whether the list is being fetched.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() { startLoading() }

    public func row(at index: Int) -> MyArticlesRow? {
        guard interactor.articles.indices.contains(index) else { return nil }
        let article = interactor.articles[index]
        let summary = article.summary
        let views = article.pageViewsCount.map { ["\($0) views"] } ?? []
        let counts = views + ["\(summary.likesCount) likes", "\(summary.stocksCount) stocks", "\(summary.commentsCount) comments"]
            + [dates.day(summary.createdAt)].filter { !$0.isEmpty }
        return MyArticlesRow(id: article.id, title: summary.title, isPrivate: article.isPrivate, counts: counts.joined(separator: "  "))
    }

    public func didChooseItem(row: Int) {
        guard interactor.articles.indices.contains(row) else { return }
        router.showItem(interactor.articles[row].summary)
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.articles.indices.contains(row) { selectedID = interactor.articles[row].id }
        startLoading()
    }

    public func viewWillClose() { loads.cancel() }

    /// Starts a load, replacing any in flight; only the newest load's outcome is ever applied.
    private func startLoading() {
        lastFailure = nil
        let interactor = self.interactor
        loads.start { _ throws(LoadError) in
            try await interactor.load()
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure)
        }
        view?.setBusy(true)
        publish()
    }

    private func finishLoading(failure: LoadError?) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = failure }
        let selection = selectedID.flatMap { id in interactor.articles.firstIndex { $0.id == id } }
        publish(selectionRequest: selection)
    }

    private func publish(selectionRequest: Int? = nil) {
        var state = MyArticlesViewState()
        let count = interactor.articles.count
        state.rowCount = count
        state.isLoading = loads.isLoading
        if let failure = lastFailure {
            state.message = failure.kind == .unauthorized ? failure.message : failure.message + " Press r to retry."
            state.messageIsError = true
            state.errorDetail = failure.detail
        }
        state.loadFailure = count == 0 && lastFailure != nil ? state.message : nil
        state.countFact = "\(count)"
        state.selectionRequest = selectionRequest
        view?.show(state)
    }
}
