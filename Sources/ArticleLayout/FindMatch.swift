import TerminalUI

/// One place the find found its query: the stretch of each line it covers, several when it
/// crosses a line break.
public struct FindMatch: Sendable, Equatable {
    /// The stretches, top first; never empty.
    public let marks: [TextMark]

    /// The line the match starts on.
    public var line: Int { marks[0].line }
}
