import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of every item list: when to load, what rows say, which route to take.
@MainActor
public final class ItemListPresenter: ItemListPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any ItemListViewInterface)?
    public let title: String
    private let interactor: any ItemListInteractorInterface
    private let router: any ItemListRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let loads = LoadSequence()
    private var cachedFirstPageShown = false
    private var lastFailure: (error: LoadError, whileReloading: Bool)?
    private var selectedID: Item.ID?
    private var notice: (message: String, isError: Bool)?
    private var myStocksTask: Task<Void, Never>?
    private var lastClick: (row: Int, time: Date)?
    /// The selection's moves as the view reported them, for the prefetch check.
    private var moves = SelectionMoves()

    /// How close to the end (in rows) the selection may come before the next page is fetched
    /// (see ``Prefetch``).
    public let prefetchDistance: Int

    /// How soon a second click on the same row opens it.
    public static let doubleClickInterval: TimeInterval = 0.5

    /// Creates the presenter of the list of `source`.
    public init(
        source: ItemListSource, interactor: any ItemListInteractorInterface, router: any ItemListRouterInterface,
        prefetchDistance: Int = 5, timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init,
        follows: any FollowRepository = SignedOut()
    ) {
        title = Self.title(of: source)
        self.interactor = interactor
        self.router = router
        self.prefetchDistance = prefetchDistance
        self.now = now
        dates = DateText(timeZone: timeZone)
        follow = Self.followTarget(of: source).map { target in
            FollowState(target: target, repository: follows) { [weak self] in self?.publish() }
        }
    }

    /// The tag of a tag's list, the user of a user's list; nil for the others, which `f` does not follow.
    static func followTarget(of source: ItemListSource) -> FollowTarget? {
        switch source {
        case .tag(let tag): .tag(tag)
        case .user(let user): .user(user)
        case .all, .search, .stocks: nil
        }
    }

    /// Whether the user follows this list's tag or user, and `f` to change it; nil for other lists.
    private var follow: FollowState?

    /// The breadcrumb title of a list: `All items`, `@alice`, `#Swift`, `Search: …`, `@alice's stocks`.
    public static func title(of source: ItemListSource) -> String {
        switch source {
        case .all: tr("All items")
        case .user(let user): "@\(user.rawValue)"
        case .tag(let tag): "#\(tag.name)"
        case .search(let query): tr("Search: {query}", ["query": query])
        case .stocks(let user): tr("{user}'s stocks", ["user": "@\(user.rawValue)"])
        }
    }

    /// Whether a page is being fetched.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() {
        follow?.load()
        startLoading(reload: false)
    }

    public func didPressFollow() {
        guard let follow else {
            notice = (tr("f follows a tag's or a user's list; open one with a or from an article."), false)
            return publish()
        }
        follow.toggle()
    }

    public func row(at index: Int) -> ItemRowViewModel? {
        guard interactor.items.indices.contains(index) else { return nil }
        return row(interactor.items[index])
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) {
        selectedID = interactor.items.indices.contains(row) ? interactor.items[row].id : selectedID
        moves.record(to: row, rowsInView: rowsInView, at: now())
        prefetchIfNear()
    }

    /// Loads the next page when the selection is within the prefetch distance of the end.
    private func prefetchIfNear() {
        let distance = max(
            prefetchDistance,
            Prefetch.distance(
                forPageSize: interactor.nextPageSize, rowsInView: moves.rowsInView, movedLately: moves.rowsForward(before: now())))
        guard !loads.isLoading, lastFailure == nil, !interactor.reachedEnd, moves.row >= interactor.items.count - distance
        else { return }
        startLoading(reload: false)
    }

    public func didJumpToLastLoaded() {
        guard !interactor.reachedEnd, !interactor.items.isEmpty, lastFailure == nil else { return }
        view?.showNote(tr("The last item loaded so far; more load as you go on."))
    }

    public func didOpen(row: Int) {
        guard interactor.items.indices.contains(row) else { return }
        let item = interactor.items[row]
        interactor.setRead(true, item.id)
        publish()
        router.showItem(item)
    }

    public func didClick(row: Int, wasSelected: Bool) {
        let time = now()
        if let last = lastClick, wasSelected, last.row == row, time.timeIntervalSince(last.time) < Self.doubleClickInterval {
            lastClick = nil
            didOpen(row: row)
        } else {
            lastClick = (row, time)
        }
    }

    public func didToggleRead(row: Int) {
        guard interactor.items.indices.contains(row) else { return }
        let id = interactor.items[row].id
        let read = !interactor.isRead(id)
        interactor.setRead(read, id)
        publish()
        view?.showNote(read ? tr("Marked as read.") : tr("Marked as unread."))
    }

    public func didChooseAuthor(row: Int) {
        guard interactor.items.indices.contains(row) else { return }
        router.showAuthor(interactor.items[row].author)
    }

    public func didRequestRefresh(selectedRow: Int?) {
        if let row = selectedRow, interactor.items.indices.contains(row) { selectedID = interactor.items[row].id }
        let retryingAPage = lastFailure?.whileReloading == false && !interactor.items.isEmpty
        startLoading(reload: !retryingAPage)
    }

    public func didRequestMyStocks() {
        notice = nil
        myStocksTask?.cancel()
        let interactor = self.interactor
        myStocksTask = Task { [weak self] in
            do throws(LoadError) {
                let user = try await interactor.signedInUser()
                try LoadError.checkNotCancelled()
                self?.router.showStocks(of: user)
            } catch {
                self?.showNotice(error)
            }
        }
    }

    public func viewWillClose() {
        follow?.cancel()
        myStocksTask?.cancel()
        loads.cancel()
    }

    /// Starts a load, replacing any in flight; only the newest load's outcome is ever applied.
    private func startLoading(reload: Bool) {
        lastFailure = nil
        let interactor = self.interactor
        let countBefore = interactor.items.count
        loads.start { [weak self] ticket throws(LoadError) in
            if reload {
                try await interactor.reload()
            } else {
                try await interactor.loadNextPage { [weak self] in self?.showCachedFirstPage(ticket) }
            }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure, reloaded: reload, grew: interactor.items.count > countBefore)
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

    /// Shows why `S` could not open the stocks: a hint when there is no token, an error otherwise.
    private func showNotice(_ error: LoadError) {
        guard !error.isCancellation else { return }
        notice = (error.message, error != ItemListInteractor.stocksNeedAToken)
        publish()
    }

    /// A load ended; a page that added rows is followed by the next while the selection is still
    /// near the end, without waiting for a key.
    private func finishLoading(failure: LoadError?, reloaded: Bool, grew: Bool) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = (failure, reloaded) }
        var selection: Int?
        if reloaded || cachedFirstPageShown, failure == nil {
            selection = selectedID.flatMap { id in interactor.items.firstIndex { $0.id == id } } ?? 0
        }
        cachedFirstPageShown = false
        publish(selectionRequest: selection)
        if failure == nil, !reloaded, grew { prefetchIfNear() }
    }

    private func publish(selectionRequest: Int? = nil) {
        var state = ItemListViewState()
        state.rowCount = interactor.items.count
        state.footer = footer()
        if let failure = lastFailure?.error {
            state.message = tr("{error} Press r to retry.", ["error": failure.message])
            state.messageIsError = true
            state.errorDetail = failure.detail
        } else if let message = follow?.message {
            state.message = message
            state.messageIsError = true
        } else if let notice {
            state.message = notice.message
            state.messageIsError = notice.isError
        } else if let fallback = interactor.fallback {
            let status = FallbackStatus(fallback, moment: dates.moment(fallback.fetchedAt, now: now())) {
                tr("offline — showing cached results from {time}", ["time": $0])
            }
            state.message = status.message
            state.messageIsError = status.isError
            state.errorDetail = status.detail
        } else if !loads.isLoading, interactor.reachedEnd, interactor.items.isEmpty {
            state.message = tr("This list is empty.")
        }
        let total = interactor.totalCount.map { "/\($0)" } ?? ""
        state.countFact = "\(interactor.items.count)\(total)"
        if let limit = interactor.rateLimit { state.rateLimitFact = "API \(limit.remaining)/\(limit.limit)" }
        state.followFact = follow?.fact ?? ""
        state.selectionRequest = selectionRequest
        view?.show(state)
    }

    private func footer() -> ItemListFooter {
        if loads.isLoading { return .loading }
        if let failure = lastFailure?.error {
            if case .rateLimited(let resetsAt) = failure.kind { return .end(endText(.rateLimited(resetsAt: resetsAt))) }
            return .failed(tr("{error} Press r to retry.", ["error": failure.message]))
        }
        guard interactor.reachedEnd else { return .idle }
        return .end(endText(interactor.end ?? .nothingOlder(oldest: interactor.items.last?.createdAt)))
    }

    /// What the row after the last says: why nothing follows.
    private func endText(_ end: ListEnd) -> String {
        switch end {
        case .nothingOlder(let oldest?): tr("Nothing older: the oldest item is from {day}.", ["day": dates.day(oldest)])
        case .nothingOlder(nil): tr("Nothing older.")
        case .rateLimited(let resetsAt?):
            tr("Rate limit reached, resets at {time}; press r then.", ["time": dates.moment(resetsAt, now: now())])
        case .rateLimited(nil): tr("Rate limit reached; press r in a while.")
        case .pageLimit(let shown): trn(
            "Qiita serves no more of this list than this {count} item.", "Qiita serves no more of this list than these {count} items.",
            count: shown)
        }
    }

    private func row(_ item: ItemSummary) -> ItemRowViewModel {
        let name = item.authorName.isEmpty ? "" : " (\(item.authorName))"
        return ItemRowViewModel(
            id: item.id, title: item.title, author: "@\(item.author.rawValue)\(name)", tags: item.tags.map(\.name),
            counts: Self.counts(of: item),
            date: dates.day(item.createdAt), isRead: interactor.isRead(item.id))
    }

    /// `5 likes · 2 stocks · 3 comments`, the comments left out when there are none.
    private static func counts(of item: ItemSummary) -> String {
        var counts: [String] = [
            trn("{count} like", "{count} likes", count: item.likesCount), trn("{count} stock", "{count} stocks", count: item.stocksCount),
        ]
        if item.commentsCount > 0 { counts.append(trn("{count} comment", "{count} comments", count: item.commentsCount)) }
        return counts.joined(separator: " · ")
    }
}
