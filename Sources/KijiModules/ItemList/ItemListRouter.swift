import KijiDomain

/// Builds item list modules and routes out of them.
@MainActor
public final class ItemListRouter: ItemListRouterInterface {
    private weak var navigator: (any Navigating)?
    private let source: ItemListSource
    private let deps: Dependencies

    private init(navigator: any Navigating, source: ItemListSource, deps: Dependencies) {
        self.navigator = navigator
        self.source = source
        self.deps = deps
    }

    /// Builds and wires the list of `source`, ready to push.
    public static func assembleModule(source: ItemListSource, navigator: any Navigating, deps: Dependencies) -> any Screen {
        let router = ItemListRouter(navigator: navigator, source: source, deps: deps)
        let interactor = ItemListInteractor(
            source: source, repository: deps.items, readMarks: deps.readMarks, perPage: deps.perPage, account: deps.account)
        let presenter = ItemListPresenter(
            source: source, interactor: interactor, router: router,
            prefetchDistance: Prefetch.distance(forPageSize: deps.perPage))
        let view = ItemListView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    public func showItem(_ item: ItemSummary) {
        guard let navigator else { return }
        navigator.push(ItemDetailRouter.assembleModule(item: item, origin: .list(source), navigator: navigator, deps: deps))
    }

    public func showStocks(of user: User.ID) {
        guard let navigator, source != .stocks(user) else { return }
        navigator.push(ItemListRouter.assembleModule(source: .stocks(user), navigator: navigator, deps: deps))
    }

    /// Opens the author's list, unless this is that list already.
    public func showAuthor(_ user: User.ID) {
        guard let navigator, source != .user(user) else { return }
        navigator.push(ItemListRouter.assembleModule(source: .user(user), navigator: navigator, deps: deps))
    }
}
