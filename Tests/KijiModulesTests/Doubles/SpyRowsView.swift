@testable import KijiModules

/// Records every state and busy change a rows screen's presenter sends, with the rows a view would
/// draw then.
@MainActor
class SpyRowsView<Row>: RowsViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any RowsPresenting<Row>)?
    private(set) var states: [RowsViewState] = []
    private(set) var rows: [[Row]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: RowsViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}
