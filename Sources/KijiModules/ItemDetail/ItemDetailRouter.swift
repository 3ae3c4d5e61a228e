import KijiDomain
import TerminalUI

/// Builds item detail modules and routes out of them.
///
/// The route to a user (the author, or someone the article mentions) depends on where the screen
/// came from: opened from that user's own list it pops back to it (same scroll position and
/// selection); from anywhere else it pushes the user's list. Tags follow the same rule, and so does
/// the comments screen on top of it; the rule lives in ``ItemOrigin``.
@MainActor
public final class ItemDetailRouter: ItemDetailRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes
    private let origin: ItemOrigin
    private let externals: any ExternalActions

    /// Creates the router of one detail screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes, origin: ItemOrigin, externals: any ExternalActions) {
        self.navigator = navigator
        self.routes = routes
        self.origin = origin
        self.externals = externals
    }

    /// Builds and wires the detail of `item`, known from a list, opened from `origin`; it leads to
    /// other screens through `routes`.
    public static func assembleModule(
        item: ItemSummary, origin: ItemOrigin, navigator: any Navigating, routes: any Routes, deps: Dependencies
    ) -> any Screen {
        let router = ItemDetailRouter(navigator: navigator, routes: routes, origin: origin, externals: deps.externals)
        let interactor = ItemDetailInteractor(
            item: item, repository: deps.items, readMarks: deps.readMarks, stocks: deps.stocks, places: deps.readingPlaces)
        let presenter = ItemDetailPresenter(interactor: interactor, router: router, follows: deps.follows)
        let view = ItemDetailView(
            presenter: presenter, keys: deps.keys, highlighter: deps.highlighter, images: deps.imageSource, imageDisplay: deps.imageDisplay,
            find: origin.findQuery)
        presenter.view = view
        return view
    }

    /// The names of the detail's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { ItemDetailView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { ItemDetailView.keyTable.help }

    public func showUser(_ user: User.ID) { show(.user(user)) }

    public func showTag(_ tag: Tag) { show(.tag(tag)) }

    public func showComments(of item: Item, startsWriting: Bool) {
        navigator?.push(routes.screen(for: .comments(of: item, from: origin, startsWriting: startsWriting)))
    }

    public func openInBrowser(_ url: String) -> Bool { externals.openWebAddress(url) }

    public func copyToClipboard(_ text: String) -> ClipboardCopy? { externals.copyToClipboard(text) }

    /// Pops back when the list is where this screen came from; pushes it otherwise.
    private func show(_ source: ItemListSource) {
        guard let navigator else { return }
        origin.show(source, screensAbove: 1, navigator: navigator, routes: routes)
    }
}

extension ItemDetailRouter {
    /// Builds the preview of a local draft (`kiji preview`) as the first screen: the detail's pager,
    /// showing each new version of the draft, with every list pushed on top of it.
    public static func assemblePreviewModule(
        source: any DraftSource, navigator: any Navigating, routes: any Routes, deps: Dependencies
    ) -> any Screen {
        let router = ItemDetailRouter(navigator: navigator, routes: routes, origin: .direct, externals: deps.externals)
        let presenter = ArticlePreviewPresenter(source: source, router: router)
        let view = ItemDetailView(
            presenter: presenter, keys: deps.keys, highlighter: deps.highlighter, images: deps.imageSource, imageDisplay: deps.imageDisplay)
        presenter.view = view
        return view
    }
}
