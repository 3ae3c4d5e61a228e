import KijiDomain
@testable import KijiModules

/// Records every state and busy change the Comments presenter sends, with the rows a view would draw then.
@MainActor
final class SpyCommentsView: CommentsViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any CommentsPresenterInterface)?
    private(set) var states: [CommentsViewState] = []
    private(set) var rows: [[CommentsRow]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: CommentsViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

/// Records the routes the Comments presenter takes.
@MainActor
final class SpyCommentsRouter: CommentsRouterInterface {
    private(set) var shownItems: [ItemSummary] = []

    func showItem(_ item: ItemSummary) { shownItems.append(item) }
}
