import Foundation
import KijiDomain

/// Presentation logic of the Comments list: when to load, what rows say, which route to take.
@MainActor
public final class CommentsPresenter: CommentsPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any CommentsViewInterface)?
    public let title = "Comments"
    private let interactor: any CommentsInteractorInterface
    private let router: any CommentsRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let loads = LoadSequence()
    private var cachedFirstPageShown = false
    private var lastFailure: (error: LoadError, whileReloading: Bool)?
    private var selectedID: Item.ID?

    /// How close to the end (in rows) the selection may come before the next page is fetched
    /// (see ``Prefetch``).
    public let prefetchDistance: Int

    /// Creates the presenter.
    public init(
        interactor: any CommentsInteractorInterface, router: any CommentsRouterInterface,
        prefetchDistance: Int = 5, timeZone: TimeZone = .current, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.prefetchDistance = prefetchDistance
        self.now = now
        dates = DateText(timeZone: timeZone)
    }

    /// Whether a page is being fetched.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() { startLoading(reload: false) }

    public func row(at index: Int) -> CommentsRow? {
        guard interactor.items.indices.contains(index) else { return nil }
        let item = interactor.items[index]
        let name = item.authorName.isEmpty ? "" : " (\(item.authorName))"
        return CommentsRow(
            id: item.id, title: item.title, author: "@\(item.author.rawValue)\(name)", date: dates.day(item.createdAt),
            isRead: interactor.isRead(item.id))
    }

    public func didMoveSelection(to row: Int) {
        selectedID = interactor.items.indices.contains(row) ? interactor.items[row].id : selectedID
        guard !loads.isLoading, lastFailure == nil, !interactor.reachedEnd,
            row >= interactor.items.count - prefetchDistance
        else { return }
        startLoading(reload: false)
    }

    public func didOpen(row: Int) {
        guard interactor.items.indices.contains(row) else { return }
        let item = interactor.items[row]
        interactor.markRead(item.id)
        publish()
        router.showItem(item)
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.items.indices.contains(row) { selectedID = interactor.items[row].id }
        let retryingAPage = lastFailure?.whileReloading == false && !interactor.items.isEmpty
        startLoading(reload: !retryingAPage)
    }

    public func viewWillClose() { loads.cancel() }

    /// Starts a load, replacing any in flight; only the newest load's outcome is ever applied.
    private func startLoading(reload: Bool) {
        lastFailure = nil
        let interactor = self.interactor
        loads.start { [weak self] ticket throws(LoadError) in
            if reload {
                try await interactor.reload()
            } else {
                try await interactor.loadNextPage { [weak self] in self?.showCachedFirstPage(ticket) }
            }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure, reloaded: reload)
        }
        view?.setBusy(true)
        publish()
    }

    /// The cached first page is in: show it at once, still loading the fresh one.
    private func showCachedFirstPage(_ ticket: LoadSequence.Ticket) {
        guard loads.isCurrent(ticket) else { return }
        cachedFirstPageShown = true
        publish()
    }

    private func finishLoading(failure: LoadError?, reloaded: Bool) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = (failure, reloaded) }
        var selection: Int?
        if reloaded || cachedFirstPageShown, failure == nil {
            selection = selectedID.flatMap { id in interactor.items.firstIndex { $0.id == id } } ?? 0
        }
        cachedFirstPageShown = false
        publish(selectionRequest: selection)
    }

    private func publish(selectionRequest: Int? = nil) {
        var state = CommentsViewState()
        state.rowCount = interactor.items.count
        state.footer = footer()
        if let failure = lastFailure?.error {
            state.message = failure.message + " Press r to retry."
            state.messageIsError = true
            state.errorDetail = failure.detail
        } else if let since = interactor.offlineSince {
            state.message = "offline — showing cached results from \(dates.moment(since, now: now()))"
        } else if !loads.isLoading, interactor.reachedEnd, interactor.items.isEmpty {
            state.message = "This list is empty."
        }
        let total = interactor.totalCount.map { "/\($0)" } ?? ""
        state.countFact = "\(interactor.items.count)\(total)"
        state.selectionRequest = selectionRequest
        view?.show(state)
    }

    private func footer() -> CommentsFooter {
        if loads.isLoading { return .loading }
        if let failure = lastFailure?.error { return .failed(failure.message + " Press r to retry.") }
        return interactor.reachedEnd ? .end : .idle
    }
}
