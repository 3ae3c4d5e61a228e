import KijiDomain

/// Builds the Comments list module and routes out of it.
///
/// Made by kiji-gen from the `rows` template for the template branch on 2026-11-24.
///
/// The screen is opened from an item's detail, which was opened from `origin`; the route to a
/// user's items follows the origin rule of ``ItemDetailOrigin``: back to that user's list when the
/// article came from it, a new list otherwise. The editor and the file for unsent text are the
/// world outside kiji, reached through `deps.externals`.
@MainActor
public final class CommentsRouter: CommentsRouterInterface {
    private weak var navigator: (any Navigating)?
    private let origin: ItemDetailOrigin
    private let deps: Dependencies

    /// Creates the router of one Comments screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, origin: ItemDetailOrigin, deps: Dependencies) {
        self.navigator = navigator
        self.origin = origin
        self.deps = deps
    }

    /// Builds and wires the comments of `item`, whose detail screen was opened from `origin`; with
    /// `startsWriting`, the editor opens for a new comment at once.
    public static func assembleModule(
        item: Item, origin: ItemDetailOrigin, startsWriting: Bool = false, navigator: any Navigating, deps: Dependencies
    ) -> any Screen {
        let router = CommentsRouter(navigator: navigator, origin: origin, deps: deps)
        let interactor = CommentsInteractor(item: item.id, repository: deps.comments, account: deps.account)
        let presenter = CommentsPresenter(interactor: interactor, router: router, startsWriting: startsWriting)
        let view = CommentsView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// From this screen, the article's list is two screens down: back past the article to it, or a new list.
    public func showUser(_ user: User.ID) {
        guard let navigator else { return }
        origin.show(.user(user), screensAbove: 2, navigator: navigator, deps: deps)
    }

    public func openInBrowser(_ url: String) -> Bool { deps.externals.openWebAddress(url) }

    public func editText(_ initial: String) -> String? { deps.externals.editText(initial) }

    public func keepUnsent(_ text: String) -> String? { deps.externals.keepUnsent(text) }
}
