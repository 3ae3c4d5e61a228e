import KijiDomain
import KijiModules

/// The one implementation of ``Routes``: each destination built by its module's `assembleModule`,
/// with the shell as navigator, this factory as the routes out, and the run's dependencies.
///
/// It is the only place that names the screens' routers, so a new screen is one case on
/// `Destination` and its line in ``screen(for:)``, beside its entry in `ScreenCatalogue`. The
/// composition root makes one for the whole run; every router it builds keeps it, and it keeps the
/// shell unowned (the shell outlives every screen), so no screen is ever kept alive through it.
@MainActor
final class ScreenFactory: Routes {
    private unowned let navigator: any Navigating
    private let deps: Dependencies

    /// Creates the factory of the screens pushed on `navigator`, built from `deps`.
    init(navigator: any Navigating, deps: Dependencies) {
        self.navigator = navigator
        self.deps = deps
    }

    func screen(for destination: Destination) -> any Screen {
        switch destination {
        case .itemList(let source):
            ItemListRouter.assembleModule(source: source, navigator: navigator, routes: self, deps: deps)
        case .item(let item, let origin):
            ItemDetailRouter.assembleModule(item: item, origin: origin, navigator: navigator, routes: self, deps: deps)
        case .comments(let item, let origin, let startsWriting):
            CommentsRouter.assembleModule(
                item: item, origin: origin, startsWriting: startsWriting, navigator: navigator, routes: self, deps: deps)
        case .preview(let draft):
            ItemDetailRouter.assemblePreviewModule(source: draft.source, navigator: navigator, routes: self, deps: deps)
        case .trend: TrendRouter.assembleModule(navigator: navigator, routes: self, deps: deps)
        case .myArticles: MyArticlesRouter.assembleModule(navigator: navigator, routes: self, deps: deps)
        case .timeline: TimelineRouter.assembleModule(navigator: navigator, routes: self, deps: deps)
        case .keptSearch(let query): KeptSearchRouter.assembleModule(query: query, navigator: navigator, routes: self, deps: deps)
        }
    }

    func searchPrompt(_ scope: SearchScope) -> any PromptScreen {
        SearchRouter.assembleModule(navigator: navigator, routes: self, scope: scope)
    }

    /// The root list `list` for the home keys (1 to 5); the stocks ask the API whose they are.
    func home(_ list: HomeList) async -> Result<any Screen, HomeUnavailable> {
        switch list {
        case .trend: return .success(screen(for: .trend))
        case .newest: return .success(screen(for: .itemList(.all)))
        case .stocks:
            do throws(LoadError) {
                return .success(screen(for: .itemList(.stocks(try await deps.account.currentUser().id))))
            } catch {
                return .failure(HomeUnavailable(error.message))
            }
        case .timeline: return .success(screen(for: .timeline))
        case .mine: return .success(screen(for: .myArticles))
        }
    }
}
