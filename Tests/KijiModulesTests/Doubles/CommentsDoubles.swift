import KijiDomain
@testable import KijiModules

/// Records every state and busy change the Comments presenter sends, with the rows a view would draw then.
@MainActor
final class SpyCommentsView: CommentsViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any CommentsPresenterInterface)?
    private(set) var states: [CommentsViewState] = []
    private(set) var rows: [[CommentRow]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: CommentsViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

/// Records the routes the Comments presenter takes; the editor and the unsent-text store answer as configured.
@MainActor
final class SpyCommentsRouter: CommentsRouterInterface {
    /// What the editor does to the text it is given; nil stands for an editor that cannot be started.
    var editor: ((String) -> String)?
    private(set) var users: [User.ID] = []
    private(set) var opened: [String] = []
    private(set) var edited: [String] = []
    private(set) var kept: [String] = []

    func showUser(_ user: User.ID) { users.append(user) }

    func openInBrowser(_ url: String) -> Bool {
        opened.append(url)
        return true
    }

    func editText(_ initial: String) -> String? {
        edited.append(initial)
        return editor?(initial)
    }

    func keepUnsent(_ text: String) -> String? {
        kept.append(text)
        return "/state/unsent/\(kept.count).md"
    }
}
