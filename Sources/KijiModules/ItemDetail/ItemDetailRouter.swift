import Foundation
import KijiDomain

/// Builds item detail modules and routes out of them.
///
/// The route to a user (the author, or someone the article mentions) depends on where the screen
/// came from: opened from that user's own list it pops back to it (same scroll position and
/// selection); from anywhere else it pushes the user's list. Tags follow the same rule. This is the one place the rule lives.
@MainActor
public final class ItemDetailRouter: ItemDetailRouterInterface {
    private weak var navigator: (any Navigating)?
    private let origin: ItemDetailOrigin
    private let deps: Dependencies

    /// Creates the router of one detail screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, origin: ItemDetailOrigin, deps: Dependencies) {
        self.navigator = navigator
        self.origin = origin
        self.deps = deps
    }

    /// Builds and wires the detail of `item`, known from a list, opened from `origin`.
    public static func assembleModule(
        item: ItemSummary, origin: ItemDetailOrigin, navigator: any Navigating, deps: Dependencies
    ) -> any Screen {
        let router = ItemDetailRouter(navigator: navigator, origin: origin, deps: deps)
        let interactor = ItemDetailInteractor(
            item: item, repository: deps.items, readMarks: deps.readMarks, stocks: deps.stocks)
        let presenter = ItemDetailPresenter(interactor: interactor, router: router)
        let view = ItemDetailView(presenter: presenter, keys: deps.keys, highlighter: deps.highlighter)
        presenter.view = view
        return view
    }

    public func showUser(_ user: User.ID) { show(.user(user)) }

    public func showTag(_ tag: Tag) { show(.tag(tag)) }

    public func openInBrowser(_ url: String) -> Bool {
        guard let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased()) else {
            return false
        }
        return deps.externals.openInBrowser(address)
    }

    public func copyToClipboard(_ text: String) -> Bool { deps.externals.copyToClipboard(text) }

    /// Pops back when the list is where this screen came from; pushes it otherwise.
    private func show(_ source: ItemListSource) {
        guard let navigator else { return }
        if case .list(let from) = origin, Self.isSameList(from, source) {
            navigator.pop()
        } else {
            navigator.push(ItemListRouter.assembleModule(source: source, navigator: navigator, deps: deps))
        }
    }

    private static func isSameList(_ lhs: ItemListSource, _ rhs: ItemListSource) -> Bool {
        switch (lhs, rhs) {
        case (.user(let a), .user(let b)): a == b
        case (.tag(let a), .tag(let b)): a.isSameTag(as: b)
        default: false
        }
    }
}

extension ItemDetailRouter {
    /// Builds the preview of a local draft (`kiji preview`) as the first screen: the detail's pager,
    /// showing each new version of the draft, with every list pushed on top of it.
    public static func assemblePreviewModule(source: any DraftSource, navigator: any Navigating, deps: Dependencies) -> any Screen {
        let router = ItemDetailRouter(navigator: navigator, origin: .direct, deps: deps)
        let presenter = ArticlePreviewPresenter(source: source, router: router)
        let view = ItemDetailView(presenter: presenter, keys: deps.keys, highlighter: deps.highlighter)
        presenter.view = view
        return view
    }
}
