import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of the KeptSearch list: what a match's row says and which route to take;
/// when to load and what the status says are ``RowsPresentation``'s.
@MainActor
public final class KeptSearchPresenter: KeptSearchPresenterInterface {
    public let title: String
    private let interactor: any KeptSearchInteractorInterface
    private let router: any KeptSearchRouterInterface
    private let dates: DateText
    private let rows: RowsPresentation<SearchMatch>

    /// Creates the presenter.
    public init(
        interactor: any KeptSearchInteractorInterface, router: any KeptSearchRouterInterface,
        timeZone: LocalTimeZone = .system, now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        title = tr("Kept: {query}", ["query": interactor.query])
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.matches }, emptyText: tr("No kept item holds {query}.", ["query": interactor.query]),
            dates: dates, now: now)
    }

    /// The view; weak, because the view owns the presenter.
    public var view: (any RowsViewInterface)? {
        get { rows.view }
        set { rows.view = newValue }
    }

    /// Whether the kept items are being searched.
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() { load(keeping: nil) }

    public func row(at index: Int) -> KeptSearchRow? {
        guard let match = rows.element(at: index) else { return nil }
        return KeptSearchRow(
            id: match.id, title: match.title, author: "@\(match.author.rawValue)", date: dates.day(match.createdAt),
            excerpt: match.excerpt.map { KeptSearchRow.ExcerptPart(text: $0.text, isMatch: $0.isMatch) })
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didOpen(row: Int) {
        guard let match = rows.element(at: row) else { return }
        router.showItem(
            ItemSummary(id: match.id, title: match.title, author: match.author, createdAt: match.createdAt), foundWith: interactor.query)
    }

    public func didChooseAuthor(row: Int) {
        guard let match = rows.element(at: row) else { return }
        router.showUser(match.author)
    }

    public func didRequestRefresh(selectedRow: Int?) { load(keeping: selectedRow) }

    public func viewWillClose() { rows.cancel() }

    /// Searches, keeping the match in `selectedRow` selected.
    private func load(keeping selectedRow: Int?) {
        let interactor = self.interactor
        rows.load(keeping: selectedRow) { _ throws(LoadError) in try await interactor.load() }
    }
}
