import KijiDomain

/// Builds the Comments list module and routes out of it.
///
/// Made by kiji-gen from the `list` template for comments-ui on 2026-11-23.
@MainActor
public final class CommentsRouter: CommentsRouterInterface {
    private weak var navigator: (any Navigating)?
    private let source: ItemListSource
    private let deps: Dependencies

    private init(navigator: any Navigating, source: ItemListSource, deps: Dependencies) {
        self.navigator = navigator
        self.source = source
        self.deps = deps
    }

    /// Builds and wires the Comments list of `source`, ready to push.
    public static func assembleModule(source: ItemListSource = .all, navigator: any Navigating, deps: Dependencies) -> any Screen {
        let router = CommentsRouter(navigator: navigator, source: source, deps: deps)
        let interactor = CommentsInteractor(
            source: source, repository: deps.items, readMarks: deps.readMarks, perPage: deps.perPage)
        let presenter = CommentsPresenter(
            interactor: interactor, router: router, prefetchDistance: Prefetch.distance(forPageSize: deps.perPage))
        let view = CommentsView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    public func showItem(_ item: ItemSummary) {
        guard let navigator else { return }
        navigator.push(ItemDetailRouter.assembleModule(item: item, origin: .list(source), navigator: navigator, deps: deps))
    }
}
