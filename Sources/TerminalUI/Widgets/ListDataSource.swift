/// Supplies a ``ListView`` with rows on demand, so the list is never materialised.
@MainActor
public protocol ListDataSource {
    /// The number of rows.
    var numberOfRows: Int { get }

    /// The number of screen lines row `row` takes at `width` (1 unless implemented).
    func height(ofRow row: Int, width: Int) -> Int

    /// The lines of row `row` at `width`; only the first `height(ofRow:width:)` lines are drawn.
    /// The list marks the selection itself, and keeps what a row rendered while it stays in view.
    func render(row: Int, width: Int) -> [StyledLine]
}

extension ListDataSource {
    /// One line per row.
    public func height(ofRow row: Int, width: Int) -> Int { 1 }
}
