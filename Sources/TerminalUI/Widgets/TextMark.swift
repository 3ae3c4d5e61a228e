/// A stretch of one laid-out line that a ``TextView`` draws marked, such as a found word.
public struct TextMark: Sendable, Hashable {
    /// The line, counted from the first of the text.
    public var line: Int
    /// The columns it covers on that line.
    public var columns: Range<Int>

    /// Creates a mark of `columns` on `line`.
    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}
