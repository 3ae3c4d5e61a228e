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
    /// Every destination asked for, in order.
    private(set) var opened: [Destination] = []
    /// The scope of each search prompt asked for, in order.
    private(set) var promptScopes: [SearchScope] = []
    /// How many times a search prompt was asked for.
    var searchPrompts: Int { promptScopes.count }
    /// The screens handed back, in the same order; kept weakly, so the spy keeps no screen alive.
    private var built: [WeakScreen] = []

    /// Whether `screen` is the one this spy built for the `index`-th destination.
    func built(_ screen: (any Screen)?, at index: Int = 0) -> Bool {
        guard let screen, built.indices.contains(index), let mine = built[index].screen else { return false }
        return mine === screen
    }

    func screen(for destination: Destination) -> any Screen {
        opened.append(destination)
        let screen = SpyScreen(title: DisplayText(sanitizing: String(describing: destination)))
        built.append(WeakScreen(screen: screen))
        return screen
    }

    func searchPrompt(_ scope: SearchScope) -> any PromptScreen {
        promptScopes.append(scope)
        return SpyPrompt()
    }
}

extension Destination {
    /// The id of the article or comments this destination opens, with its origin; nil for lists
    /// and the rest. Router tests name an article by its id, not by every field of its summary.
    var article: Article? {
        switch self {
        case .item(let item, let origin): Article(item.id, from: origin)
        case .comments(let item, let origin, _): Article(item.id, from: origin)
        default: nil
        }
    }

    /// An article's id and origin, as router tests name it.
    struct Article: Equatable {
        let id: Item.ID
        let origin: ItemOrigin

        init(_ id: Item.ID, from origin: ItemOrigin) {
            self.id = id
            self.origin = origin
        }
    }
}
