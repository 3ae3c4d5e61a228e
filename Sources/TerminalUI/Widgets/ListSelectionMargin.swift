/// What a ``ListSelectionStyle`` takes from a ``ListView``'s width.
extension ListSelectionStyle {
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
