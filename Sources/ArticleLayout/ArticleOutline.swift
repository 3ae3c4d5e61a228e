import TerminalUI

/// The headings of an article's laid-out lines, top to bottom: its outline, and where moving by
/// heading goes.
///
/// A heading is read from the lines its layout marked (``StyledLine/headingLevel``): a run of
/// lines of one level is one heading, its text the first of them, without the `###` marks that
/// deeper levels start with. Headings inside a quote, a note or a foldable section are not marked,
/// as Qiita's own table of contents leaves them out.
public struct ArticleOutline: Sendable, Equatable {
    /// One heading.
    public struct Heading: Sendable, Equatable {
        /// The index of its first line among the laid-out lines.
        public let line: Int
        /// Its level, 1 to 6.
        public let level: Int
        /// Its text as its first line shows it.
        public let text: DisplayText
        /// Whether its text goes on past its first line.
        public let continues: Bool
    }

    /// The headings, top to bottom.
    public let headings: [Heading]

    /// The outline of `lines`.
    public init(lines: [StyledLine]) {
        var headings: [Heading] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let level = lines[index].headingLevel
            guard level > 0 else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.endIndex, lines[end].headingLevel == level { end += 1 }
            let spans = level >= 3 ? Array(lines[index].spans.dropFirst()) : lines[index].spans
            headings.append(Heading(line: index, level: level, text: StyledLine(spans).plainText, continues: end - index > 1))
            index = end
        }
        self.headings = headings
    }

    /// The index in ``headings`` of the section `line` is in: the last heading at or above it; nil
    /// above the first heading.
    public func section(at line: Int) -> Int? {
        headings.lastIndex { $0.line <= line }
    }

    /// The first heading below `line`.
    public func heading(after line: Int) -> Heading? {
        headings.first { $0.line > line }
    }

    /// The last heading above `line`.
    public func heading(before line: Int) -> Heading? {
        headings.last { $0.line < line }
    }
}
