import KijiDomain
import KijiModules
import TerminalUI

/// A screen the spy built, held weakly.
@MainActor
private struct WeakScreen {
    weak var screen: (any Screen)?
}

/// Records the destinations routers ask for and hands back a ``SpyScreen`` for each, titled by it.
@MainActor
final class SpyRoutes: Routes {
    /// A destination, as a router asked for it.
    enum Route: Hashable {
        case itemList(ItemListSource)
        case item(Item.ID, from: ItemOrigin)
        case comments(Item.ID, from: ItemOrigin, startsWriting: Bool)
        case searchPrompt
        case preview(String)
        case trend
        case myArticles
        case timeline
    }

    /// Every destination asked for, in order.
    private(set) var opened: [Route] = []
    /// The screens handed back, in the same order; kept weakly, so the spy keeps no screen alive.
    private var built: [WeakScreen] = []

    /// Whether `screen` is the one this spy built for the `index`-th destination.
    func built(_ screen: (any Screen)?, at index: Int = 0) -> Bool {
        guard let screen, built.indices.contains(index), let mine = built[index].screen else { return false }
        return mine === screen
    }

    private func screen(for route: Route) -> any Screen {
        opened.append(route)
        let screen = SpyScreen(title: DisplayText(sanitizing: String(describing: route)))
        built.append(WeakScreen(screen: screen))
        return screen
    }

    func itemList(of source: ItemListSource) -> any Screen { screen(for: .itemList(source)) }

    func item(_ item: ItemSummary, from origin: ItemOrigin) -> any Screen { screen(for: .item(item.id, from: origin)) }

    func comments(of item: Item, from origin: ItemOrigin, startsWriting: Bool) -> any Screen {
        screen(for: .comments(item.id, from: origin, startsWriting: startsWriting))
    }

    func searchPrompt() -> any PromptScreen {
        opened.append(.searchPrompt)
        return SpyPrompt()
    }

    func preview(of draft: any DraftSource) -> any Screen { screen(for: .preview(draft.name)) }

    func trend() -> any Screen { screen(for: .trend) }

    func myArticles() -> any Screen { screen(for: .myArticles) }

    func timeline() -> any Screen { screen(for: .timeline) }
}
