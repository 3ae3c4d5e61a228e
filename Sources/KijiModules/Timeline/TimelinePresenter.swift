import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of the timeline: what rows say and which route to take; when to load, when
/// to read more and what the status says are ``RowsPresentation``'s.
@MainActor
public final class TimelinePresenter: TimelinePresenterInterface {
    public let title: String = tr("Timeline")
    /// How many entries one read merges.
    static let batch = 20
    private let interactor: any TimelineInteractorInterface
    private let router: any TimelineRouterInterface
    private let dates: DateText
    private let rows: RowsPresentation<TimelineEntry>

    /// Creates the presenter.
    public init(
        interactor: any TimelineInteractorInterface, router: any TimelineRouterInterface,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.entries },
            emptyText: tr("Nothing to show: follow tags or users (f), or list them under [timeline] in config.toml."),
            dates: dates, now: now)
        rows.paging = .init(
            pageSize: { Self.batch }, isFinished: { [interactor] in interactor.isFinished },
            loadMore: { [interactor] () throws(LoadError) in try await interactor.loadMore(Self.batch) })
        rows.fallback = { [interactor] in interactor.fallback }
        rows.describe = { [interactor] state in
            let requests = interactor.rateLimit.map { ["API \($0.remaining)/\($0.limit)"] } ?? []
            state.facts = requests + ["\(state.rowCount)" + (interactor.isFinished ? "" : "+")]
            guard interactor.isFinished, !state.isLoading, let oldest = interactor.entries.last else { return }
            state.endText =
                oldest.summary.createdAt.map { tr("Nothing older from what you follow: the oldest item is from {day}.", ["day": dates.day($0)]) }
                ?? tr("Nothing older from what you follow.")
        }
    }

    /// The view; weak, because the view owns the presenter.
    public var view: (any RowsViewInterface)? {
        get { rows.view }
        set { rows.view = newValue }
    }

    /// Whether entries are being read.
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() { startLoading() }

    public func row(at index: Int) -> TimelineRow? {
        guard let entry = rows.element(at: index) else { return nil }
        // A row there because its author is followed names the author once, with that reason.
        let author = FollowTarget.user(entry.summary.author)
        let followsAuthor = entry.reasons.contains(author)
        return TimelineRow(
            id: entry.id, title: entry.summary.title,
            author: followsAuthor ? tr("{user} (followed)", ["user": author.description]) : author.description,
            reasons: entry.reasons.filter { $0 != author }.map(\.description).joined(separator: " "),
            date: dates.day(entry.summary.createdAt))
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didChooseItem(row: Int) {
        guard let entry = rows.element(at: row) else { return }
        router.showItem(entry.summary)
    }

    public func didChooseAuthor(row: Int) {
        guard let entry = rows.element(at: row) else { return }
        router.showUser(entry.summary.author)
    }

    public func didRequestRefresh() { startLoading() }

    public func viewWillClose() { rows.cancel() }

    /// Reads the sources again and merges the first entries.
    private func startLoading() {
        let interactor = self.interactor
        rows.load { _ throws(LoadError) in try await interactor.start(count: Self.batch) }
    }
}
