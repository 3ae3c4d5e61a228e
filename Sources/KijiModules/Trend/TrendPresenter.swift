import FoundationEssentials
import KijiDomain
import LeanFoundation

/// Presentation logic of the trend: when to load, what rows say, which route to take.
@MainActor
public final class TrendPresenter: TrendPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any TrendViewInterface)?
    public let title = "Trend"
    private let interactor: any TrendInteractorInterface
    private let router: any TrendRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let loads = LoadSequence()
    private var lastFailure: LoadError?
    private var selectedID: Item.ID?

    /// Creates the presenter.
    public init(
        interactor: any TrendInteractorInterface, router: any TrendRouterInterface,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.now = now
        dates = DateText(timeZone: timeZone)
    }

    /// Whether the feed is being fetched.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() { startLoading() }

    public func row(at index: Int) -> TrendRow? {
        guard interactor.trend.indices.contains(index) else { return nil }
        let entry = interactor.trend[index]
        let login = entry.author.rawValue
        let name = entry.authorName.isEmpty || entry.authorName == login ? "" : " (\(entry.authorName))"
        return TrendRow(
            id: entry.id, title: entry.title, author: "@\(login)\(name)", date: dates.day(entry.publishedAt),
            excerpt: entry.firstLine)
    }

    public func didChooseItem(row: Int) {
        guard interactor.trend.indices.contains(row) else { return }
        let entry = interactor.trend[row]
        router.showItem(
            ItemSummary(id: entry.id, title: entry.title, author: entry.author, authorName: entry.authorName, createdAt: entry.publishedAt))
    }

    public func didChooseAuthor(row: Int) {
        guard interactor.trend.indices.contains(row) else { return }
        router.showUser(interactor.trend[row].author)
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.trend.indices.contains(row) { selectedID = interactor.trend[row].id }
        startLoading()
    }

    public func viewWillClose() { loads.cancel() }

    /// Starts a load, replacing any in flight; only the newest load's outcome is ever applied.
    private func startLoading() {
        lastFailure = nil
        let interactor = self.interactor
        loads.start { [weak self] ticket throws(LoadError) in
            try await interactor.load { [weak self] in self?.showCached(ticket) }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure)
        }
        view?.setBusy(true)
        publish()
    }

    /// The kept feed is in: show it at once, still fetching the fresh one.
    private func showCached(_ ticket: LoadSequence.Ticket) {
        guard loads.isCurrent(ticket) else { return }
        publish()
    }

    private func finishLoading(failure: LoadError?) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = failure }
        let selection = selectedID.flatMap { id in interactor.trend.firstIndex { $0.id == id } }
        publish(selectionRequest: selection)
    }

    /// The failure as one sentence; a host without a feed is not worth retrying.
    private func sentence(for failure: LoadError) -> String {
        failure.kind == .noFeed ? failure.message : failure.message + " Press r to retry."
    }

    private func publish(selectionRequest: Int? = nil) {
        var state = TrendViewState()
        let count = interactor.trend.count
        state.rowCount = count
        state.isLoading = loads.isLoading
        if let failure = lastFailure {
            state.message = sentence(for: failure)
            state.messageIsError = true
            state.errorDetail = failure.detail
        } else if let since = interactor.offlineSince {
            state.message = "offline — showing the kept trend from \(dates.moment(since, now: now())); press r to try again."
        } else if let notice = interactor.notice {
            state.message = notice
        }
        state.loadFailure = count == 0 ? lastFailure.map(sentence(for:)) : nil
        state.countFact = "\(count)"
        state.selectionRequest = selectionRequest
        view?.show(state)
    }
}
