import KijiDomain
import KijiModules

/// The one implementation of ``Routes``: each destination built by its module's `assembleModule`,
/// with the shell as navigator, this factory as the routes out, and the run's dependencies.
///
/// It is the only place that names the screens' routers, so a new screen is one method on `Routes`
/// and its line here, and its key names one more table in ``keyActionNames``. The composition root
/// makes one for the whole run; every router it builds keeps it, and it keeps the shell unowned
/// (the shell outlives every screen), so no screen is ever kept alive through it.
@MainActor
final class ScreenFactory: Routes {
    private unowned let navigator: any Navigating
    private let deps: Dependencies

    /// Creates the factory of the screens pushed on `navigator`, built from `deps`.
    init(navigator: any Navigating, deps: Dependencies) {
        self.navigator = navigator
        self.deps = deps
    }

    /// Every action name config.toml's `[keys]` may rebind: the shell's own and each screen's.
    nonisolated static var keyActionNames: Set<String> { keyScopes.reduce(into: []) { $0.formUnion($1) } }

    /// The action names that work together, one set per screen: the screen's and the shell's,
    /// which work on every screen.
    nonisolated static var keyScopes: [Set<String>] {
        [
            ItemListRouter.keyActionNames, ItemDetailRouter.keyActionNames, CommentsRouter.keyActionNames,
            TrendRouter.keyActionNames, MyArticlesRouter.keyActionNames, TimelineRouter.keyActionNames,
        ].map { $0.union(AppShell.keyActionNames) }
    }

    func itemList(of source: ItemListSource) -> any Screen {
        ItemListRouter.assembleModule(source: source, navigator: navigator, routes: self, deps: deps)
    }

    func item(_ item: ItemSummary, from origin: ItemOrigin) -> any Screen {
        ItemDetailRouter.assembleModule(item: item, origin: origin, navigator: navigator, routes: self, deps: deps)
    }

    func comments(of item: Item, from origin: ItemOrigin, startsWriting: Bool) -> any Screen {
        CommentsRouter.assembleModule(
            item: item, origin: origin, startsWriting: startsWriting, navigator: navigator, routes: self, deps: deps)
    }

    func searchPrompt() -> any PromptScreen {
        SearchRouter.assembleModule(navigator: navigator, routes: self)
    }

    func preview(of draft: any DraftSource) -> any Screen {
        ItemDetailRouter.assemblePreviewModule(source: draft, navigator: navigator, routes: self, deps: deps)
    }

    /// The root list `list` for the home keys (1 to 5); the stocks ask the API whose they are.
    func home(_ list: HomeList) async -> Result<any Screen, HomeUnavailable> {
        switch list {
        case .trend: return .success(trend())
        case .newest: return .success(itemList(of: .all))
        case .stocks:
            do throws(LoadError) {
                return .success(itemList(of: .stocks(try await deps.account.currentUser().id)))
            } catch {
                return .failure(HomeUnavailable(error.message))
            }
        case .timeline: return .success(timeline())
        case .mine: return .success(myArticles())
        }
    }

    func trend() -> any Screen { TrendRouter.assembleModule(navigator: navigator, routes: self, deps: deps) }

    func myArticles() -> any Screen { MyArticlesRouter.assembleModule(navigator: navigator, routes: self, deps: deps) }

    func timeline() -> any Screen { TimelineRouter.assembleModule(navigator: navigator, routes: self, deps: deps) }
}
