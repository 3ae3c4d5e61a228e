extension Array where Element == InlineSpan {
    /// The spans' text run together, without styles or link numbers.
    public var plainText: String {
        reduce(into: "") { $0 += $1.text }
    }
}

extension Block {
    /// The block's text without styles, one line per paragraph, code line, list item or table row.
    ///
    /// Table cells are separated by tabs; images give their alt text; thematic breaks give nothing.
    public var plainText: String {
        switch self {
        case let .heading(_, spans), let .paragraph(spans):
            spans.plainText
        case let .code(code):
            code.lines.joined(separator: "\n")
        case let .quote(blocks), let .note(_, blocks):
            blocks.plainText
        case let .list(list):
            list.items.map(\.blocks.plainText).joined(separator: "\n")
        case let .table(table):
            ([table.header] + table.rows).map { $0.map(\.plainText).joined(separator: "\t") }
                .joined(separator: "\n")
        case .thematicBreak:
            ""
        case let .image(alt, _, _, _):
            alt
        case let .details(details):
            ([details.summary.plainText] + details.blocks.map(\.plainText)).joined(separator: "\n")
        case let .math(math):
            math.lines.joined(separator: "\n")
        case let .linkCard(url, _):
            url
        }
    }
}

extension Array where Element == Block {
    /// The blocks' plain text, one block after another, separated by line breaks.
    public var plainText: String {
        map(\.plainText).joined(separator: "\n")
    }
}

extension Document {
    /// The plain text of the blocks and then of the footnotes, for search and tests.
    public var plainText: String {
        (blocks + footnotes.flatMap(\.blocks)).plainText
    }
}
