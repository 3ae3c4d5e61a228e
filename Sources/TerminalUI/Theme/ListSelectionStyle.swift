/// How lists mark the selected row: a choice a ``Theme`` carries, which the list widget draws.
public enum ListSelectionStyle: String, Sendable, CaseIterable {
    /// A bar in a two-column left margin on every line of the selected row, in the theme's
    /// `marker` style; rows keep their own colours. Moving the selection rewrites only margin
    /// cells, so it is the cheapest on a slow link. Below the bar's minimum width the row is
    /// highlighted instead.
    case bar
    /// Every line of the selected row in the theme's `selection` colours, across the full width.
    case highlight
}
