import KijiDomain

/// Builds item detail modules and routes out of them.
///
/// The route to a user (the author, or someone the article mentions) depends on where the screen
/// came from: opened from that user's own list it pops back to it (same scroll position and
/// selection); from anywhere else it pushes the user's list. Tags follow the same rule, and so does
/// the comments screen on top of it; the rule lives in ``ItemDetailOrigin``.
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

    public func showComments(of item: Item, startsWriting: Bool) {
        guard let navigator else { return }
        navigator.push(
            CommentsRouter.assembleModule(
                item: item, origin: origin, startsWriting: startsWriting, navigator: navigator, deps: deps))
    }

    public func openInBrowser(_ url: String) -> Bool { deps.externals.openWebAddress(url) }

    public func copyToClipboard(_ text: String) -> Bool { deps.externals.copyToClipboard(text) }

    /// Pops back when the list is where this screen came from; pushes it otherwise.
    private func show(_ source: ItemListSource) {
        guard let navigator else { return }
        origin.show(source, screensAbove: 1, navigator: navigator, deps: deps)
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
