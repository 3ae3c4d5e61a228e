import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of the trend: what rows say and which route to take; when to load and what
/// the status says are ``RowsPresentation``'s.
@MainActor
public final class TrendPresenter: TrendPresenterInterface {
    public let title: String = tr("Trend")
    private let interactor: any TrendInteractorInterface
    private let router: any TrendRouterInterface
    private let dates: DateText
    private let rows: RowsPresentation<TrendEntry>

    /// Creates the presenter.
    public init(
        interactor: any TrendInteractorInterface, router: any TrendRouterInterface,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.trend }, emptyText: tr("The trend has no entries."),
            offlineNotice: { tr("offline — showing the kept trend from {time}; press r to try again.", ["time": $0]) },
            dates: dates, now: now)
        rows.fallback = { [interactor] in interactor.fallback }
        rows.describe = { [interactor] state in
            if state.message.isEmpty, let notice = interactor.notice { state.message = notice }
        }
    }

    /// The view; weak, because the view owns the presenter.
    public var view: (any RowsViewInterface)? {
        get { rows.view }
        set { rows.view = newValue }
    }

    /// Whether the feed is being fetched.
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() { load(keeping: nil) }

    public func row(at index: Int) -> TrendRow? {
        guard let entry = rows.element(at: index) else { return nil }
        let login = entry.author.rawValue
        let name = entry.authorName.isEmpty || entry.authorName == login ? "" : " (\(entry.authorName))"
        return TrendRow(
            id: entry.id, title: entry.title, author: "@\(login)\(name)", date: dates.day(entry.publishedAt),
            excerpt: entry.firstLine)
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didChooseItem(row: Int) {
        guard let entry = rows.element(at: row) else { return }
        router.showItem(
            ItemSummary(id: entry.id, title: entry.title, author: entry.author, authorName: entry.authorName, createdAt: entry.publishedAt))
    }

    public func didChooseAuthor(row: Int) {
        guard let entry = rows.element(at: row) else { return }
        router.showUser(entry.author)
    }

    public func didRequestRefresh(selectedRow: Int?) { load(keeping: selectedRow) }

    public func viewWillClose() { rows.cancel() }

    /// Shows the kept feed, then fetches it, keeping the entry in `selectedRow` selected.
    private func load(keeping selectedRow: Int?) {
        let interactor = self.interactor
        rows.load(keeping: selectedRow) { showKept throws(LoadError) in try await interactor.load(onCached: showKept) }
    }
}
