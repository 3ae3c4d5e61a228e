import KijiDomain
import TerminalUI

/// Builds the Comments list module and routes out of it.
///
/// Made by kiji-gen from the `rows` template for the template branch on 2026-11-24.
///
/// The screen is opened from an item's detail, which was opened from `origin`; the route to a
/// user's items follows the origin rule of ``ItemOrigin``: back to that user's list when the
/// article came from it, a new list otherwise. The editor and the file for unsent text are the
/// world outside kiji, reached through `deps.externals`.
@MainActor
public final class CommentsRouter: CommentsRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes
    private let origin: ItemOrigin
    private let externals: any ExternalActions

    /// Creates the router of one Comments screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes, origin: ItemOrigin, externals: any ExternalActions) {
        self.navigator = navigator
        self.routes = routes
        self.origin = origin
        self.externals = externals
    }

    /// Builds and wires the comments of `item`, whose detail screen was opened from `origin`; with
    /// `startsWriting`, the editor opens for a new comment at once. It leads to other screens through `routes`.
    public static func assembleModule(
        item: Item, origin: ItemOrigin, startsWriting: Bool = false, navigator: any Navigating, routes: any Routes,
        deps: Dependencies
    ) -> any Screen {
        let router = CommentsRouter(navigator: navigator, routes: routes, origin: origin, externals: deps.externals)
        let interactor = CommentsInteractor(item: item.id, repository: deps.comments, account: deps.account)
        let presenter = CommentsPresenter(interactor: interactor, router: router, startsWriting: startsWriting)
        let view = CommentsView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the comments' key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { CommentsView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { CommentsView.keyTable.help }

    /// From this screen, the article's list is two screens down: back past the article to it, or a new list.
    public func showUser(_ user: User.ID) {
        guard let navigator else { return }
        origin.show(.user(user), screensAbove: 2, navigator: navigator, routes: routes)
    }

    public func openInBrowser(_ url: String) -> Bool { externals.openWebAddress(url) }

    public func editText(_ initial: String) -> EditorOutcome { externals.editText(initial) }

    public func keepUnsent(_ text: String) -> String? { externals.keepUnsent(text) }
}
