import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of every item list: what rows say, which route to take, the follow state,
/// `S`, and the end row; when to load, when to read the next page, the read marks and what the
/// status says are ``RowsPresentation``'s.
@MainActor
public final class ItemListPresenter: ItemListPresenterInterface {
    public let title: String
    private let interactor: any ItemListInteractorInterface
    private let router: any ItemListRouterInterface
    private let dates: DateText
    private let now: () -> Date
    private let rows: RowsPresentation<ItemSummary>
    private var notice: (message: String, isError: Bool)?
    private var myStocksTask: Task<Void, Never>?
    private var lastClick: (row: Int, time: Date)?
    /// Whether the user follows this list's tag or user, and `f` to change it; nil for other lists.
    private var follow: FollowState?

    /// How soon a second click on the same row opens it.
    public static let doubleClickInterval: TimeInterval = 0.5

    /// Creates the presenter of the list of `source`.
    public init(
        source: ItemListSource, interactor: any ItemListInteractorInterface, router: any ItemListRouterInterface,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init, follows: any FollowRepository = SignedOut()
    ) {
        title = Self.title(of: source)
        self.interactor = interactor
        self.router = router
        self.now = now
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.items }, emptyText: tr("This list is empty."),
            offlineNotice: { tr("offline — showing cached results from {time}", ["time": $0]) }, dates: dates, now: now)
        rows.fallback = { [interactor] in interactor.fallback }
        rows.paging = .init(
            pageSize: { [interactor] in interactor.nextPageSize }, isFinished: { [interactor] in interactor.reachedEnd },
            loadMore: { [interactor] () throws(LoadError) in try await interactor.loadNextPage {} })
        rows.readMarks = ReadMarking(
            isRead: { [interactor] in interactor.isRead($0) }, setRead: { [interactor] read, id in interactor.setRead(read, id) })
        rows.describe = { [weak self] state in self?.describe(&state) }
        follow = Self.followTarget(of: source).map { target in
            FollowState(target: target, repository: follows) { [weak self] in self?.rows.publish() }
        }
    }

    /// The view; weak, because the view owns the presenter.
    public weak var view: (any ItemListViewInterface)? {
        didSet { rows.view = view }
    }

    /// The tag of a tag's list, the user of a user's list; nil for the others, which `f` does not follow.
    static func followTarget(of source: ItemListSource) -> FollowTarget? {
        switch source {
        case .tag(let tag): .tag(tag)
        case .user(let user): .user(user)
        case .all, .search, .stocks: nil
        }
    }

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
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() {
        follow?.load()
        let interactor = self.interactor
        rows.load { showKept throws(LoadError) in try await interactor.loadNextPage(onCached: showKept) }
    }

    public func didPressFollow() {
        guard let follow else {
            notice = (tr("f follows a tag's or a user's list; open one with a or from an article."), false)
            return rows.publish()
        }
        follow.toggle()
    }

    public func row(at index: Int) -> ItemRowViewModel? {
        rows.element(at: index).map { row($0, isRead: rows.isRead(row: index)) }
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didJumpToLastLoaded() {
        guard !interactor.reachedEnd, !interactor.items.isEmpty, rows.failure == nil else { return }
        view?.showNote(tr("The last item loaded so far; more load as you go on."))
    }

    public func didOpen(row: Int) {
        guard let item = rows.element(at: row) else { return }
        rows.markRead(row: row)
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
        guard let read = rows.toggleRead(row: row) else { return }
        view?.showNote(read ? tr("Marked as read.") : tr("Marked as unread."))
    }

    public func didChooseAuthor(row: Int) {
        guard let item = rows.element(at: row) else { return }
        router.showAuthor(item.author)
    }

    public func didRequestRefresh(selectedRow: Int?) {
        let interactor = self.interactor
        rows.refresh(keeping: selectedRow) { _ throws(LoadError) in try await interactor.reload() }
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
        rows.cancel()
    }

    /// Shows why `S` could not open the stocks: a hint when there is no token, an error otherwise.
    private func showNotice(_ error: LoadError) {
        guard !error.isCancellation else { return }
        notice = (error.message, error != ItemListInteractor.stocksNeedAToken)
        rows.publish()
    }

    /// What an item list adds to the state: the follow state and `S`'s notice (after a failure,
    /// before the offline notice), the rate limit and the count of the total, and the row after the last.
    private func describe(_ state: inout RowsViewState) {
        if let failure = rows.failure {
            state.message = Self.retrySentence(failure)
        } else {
            if let message = follow?.message {
                (state.message, state.messageIsError, state.errorDetail) = (message, true, "")
            } else if let notice {
                (state.message, state.messageIsError, state.errorDetail) = (notice.message, notice.isError, "")
            } else if interactor.fallback == nil, !state.isLoading, interactor.reachedEnd, interactor.items.isEmpty {
                (state.message, state.messageIsError) = (tr("This list is empty."), false)
            }
        }
        let total = interactor.totalCount.map { "/\($0)" } ?? ""
        let requests = interactor.rateLimit.map { ["API \($0.remaining)/\($0.limit)"] } ?? []
        state.facts = requests + ["\(state.rowCount)\(total)"]
        state.headerNote = follow?.fact ?? ""
        describeEnd(&state)
    }

    /// The row after the last: the failure of a page and `r`, or why nothing follows.
    private func describeEnd(_ state: inout RowsViewState) {
        guard !state.isLoading else { return }
        if let failure = rows.failure {
            if case .rateLimited(let resetsAt) = failure.kind {
                state.loadFailure = nil
                state.endText = endText(.rateLimited(resetsAt: resetsAt))
            } else {
                state.loadFailure = Self.retrySentence(failure)
            }
        } else if interactor.reachedEnd {
            state.endText = endText(interactor.end ?? .nothingOlder(oldest: interactor.items.last?.createdAt))
        }
    }

    /// A failure as an item list says it: always with `Press r to retry.`, since r asks again even
    /// after a rejected token (``LoadError/sentence`` leaves it out there).
    private static func retrySentence(_ failure: LoadError) -> String {
        tr("{error} Press r to retry.", ["error": failure.message])
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

    private func row(_ item: ItemSummary, isRead: Bool) -> ItemRowViewModel {
        let name = item.authorName.isEmpty ? "" : " (\(item.authorName))"
        return ItemRowViewModel(
            id: item.id, title: item.title, author: "@\(item.author.rawValue)\(name)", tags: item.tags.map(\.name),
            counts: Self.counts(of: item), date: dates.day(item.createdAt), isRead: isRead)
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
