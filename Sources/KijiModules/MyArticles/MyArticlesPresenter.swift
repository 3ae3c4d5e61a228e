import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization

/// Presentation logic of your articles: what rows say, which route to take, and the end row; when
/// to load, when to read the next page and what the status says are ``RowsPresentation``'s.
@MainActor
public final class MyArticlesPresenter: MyArticlesPresenterInterface {
    public let title: String = tr("My articles")
    private let interactor: any MyArticlesInteractorInterface
    private let router: any MyArticlesRouterInterface
    private let dates: DateText
    private let rows: RowsPresentation<MyItem>

    /// Creates the presenter.
    public init(interactor: any MyArticlesInteractorInterface, router: any MyArticlesRouterInterface, timeZone: LocalTimeZone = .system) {
        self.interactor = interactor
        self.router = router
        let dates = DateText(timeZone: timeZone)
        self.dates = dates
        rows = RowsPresentation(
            elements: { [interactor] in interactor.articles }, emptyText: tr("You have written no articles yet."), dates: dates, now: Date.init)
        rows.paging = .init(
            pageSize: { MyArticlesInteractor.perPage }, isFinished: { [interactor] in interactor.isFinished },
            loadMore: { [interactor] () throws(LoadError) in try await interactor.loadMore() })
        rows.describe = { [interactor] state in
            guard interactor.isFinished, !state.isLoading, let oldest = interactor.articles.last else { return }
            state.endText = tr("Nothing older: your first article is from {day}.", ["day": dates.day(oldest.summary.createdAt)])
        }
    }

    /// The view; weak, because the view owns the presenter.
    public var view: (any RowsViewInterface)? {
        get { rows.view }
        set { rows.view = newValue }
    }

    /// Whether the list is being fetched.
    public var isLoading: Bool { rows.isLoading }

    public func viewDidLoad() { load(keeping: nil) }

    public func row(at index: Int) -> MyArticlesRow? {
        guard let article = rows.element(at: index) else { return nil }
        let summary = article.summary
        let views: [String] = article.pageViewsCount.map { [trn("{count} view", "{count} views", count: $0)] } ?? []
        let counts = views + [
            trn("{count} like", "{count} likes", count: summary.likesCount), trn("{count} stock", "{count} stocks", count: summary.stocksCount),
            trn("{count} comment", "{count} comments", count: summary.commentsCount),
        ]
            + [dates.day(summary.createdAt)].filter { !$0.isEmpty }
        return MyArticlesRow(id: article.id, title: summary.title, isPrivate: article.isPrivate, counts: counts.joined(separator: "  "))
    }

    public func didMoveSelection(to row: Int, rowsInView: Int) { rows.didMoveSelection(to: row, rowsInView: rowsInView) }

    public func didChooseItem(row: Int) {
        guard let article = rows.element(at: row) else { return }
        router.showItem(article.summary)
    }

    public func didRequestRefresh(selectedRow: Int?) { load(keeping: selectedRow) }

    public func viewWillClose() { rows.cancel() }

    /// Loads the first page again, keeping the article in `selectedRow` selected.
    private func load(keeping selectedRow: Int?) {
        let interactor = self.interactor
        rows.load(keeping: selectedRow) { _ throws(LoadError) in try await interactor.load() }
    }
}
