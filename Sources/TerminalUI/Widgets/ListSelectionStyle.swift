/// How a ``ListView`` marks the selected row.
public enum ListSelectionStyle: String, Sendable, CaseIterable {
    /// A bar in a two-column left margin on every line of the selected row, in the theme's
    /// `marker` style; rows keep their own colours. Moving the selection rewrites only margin
    /// cells, so it is the cheapest on a slow link. Below ``bar``'s minimum width the row is
    /// highlighted instead.
    case bar
    /// Every line of the selected row in the theme's `selection` colours, across the full width.
    case highlight

    /// The character drawn in the margin of the selected row.
    static let marker: DisplayText = "▌"

    /// Columns of margin the style takes at `width` (none when the list is too narrow for one).
    func gutterWidth(forWidth width: Int) -> Int {
        switch self {
        case .bar: width >= 8 ? 2 : 0
        case .highlight: 0
        }
    }
}
