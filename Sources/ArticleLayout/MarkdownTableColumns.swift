/// Sizes table columns to share a width.
///
/// Columns keep their natural width (their widest cell) when all of them fit. Otherwise the widest
/// columns give way first: every column is capped at the largest width that lets the table fit, and
/// the columns still short of their natural width share what is left, one column each.
enum MarkdownTableColumns {
    /// The narrowest a column is squeezed to (narrower only when its widest cell is narrower).
    static let minimumWidth = 3

    /// The widths of columns whose widest cells are `natural`, summing to at most `available`, or
    /// `nil` when even the minimum widths do not fit.
    static func widths(natural: [Int], available: Int) -> [Int]? {
        let natural = natural.map { max(1, $0) }
        let minimums = natural.map { min($0, minimumWidth) }
        guard minimums.reduce(0, +) <= available else { return nil }
        guard natural.reduce(0, +) > available else { return natural }
        func capped(_ cap: Int) -> [Int] {
            zip(natural, minimums).map { max($1, min($0, cap)) }
        }
        var low = 0
        var high = natural.max() ?? 0
        while low < high {
            let middle = (low + high + 1) / 2
            if capped(middle).reduce(0, +) <= available { low = middle } else { high = middle - 1 }
        }
        var widths = capped(low)
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }
}
