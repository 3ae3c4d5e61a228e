extension Document {
    /// The lines of the document's prose in reading order: what a reader sees of it as sentences.
    ///
    /// Headings, paragraphs and the text inside lists, quotes, notes and foldable sections (their
    /// summaries too) are prose; code, tables, formulas, thematic breaks, images, link cards and
    /// footnotes are not. No Markdown or HTML is left: a link or a code span keeps only its text, and
    /// inline images and footnote references are left out. Each line is trimmed; blank lines are dropped.
    public var proseLines: [String] {
        var lines: [String] = []
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            switch block {
            case let .heading(_, spans), let .paragraph(spans):
                lines += Self.prose(of: spans)
            case let .quote(children), let .note(_, children):
                pending += children.reversed()
            case let .list(list):
                pending += list.items.flatMap(\.blocks).reversed()
            case let .details(details):
                pending += details.blocks.reversed()
                lines += Self.prose(of: details.summary)
            case .code, .table, .thematicBreak, .image, .math, .linkCard:
                break
            }
        }
        return lines
    }

    /// The trimmed, non-blank lines of `spans`' text, without inline images and footnote references.
    private static func prose(of spans: [InlineSpan]) -> [String] {
        let text = spans.filter { $0.style.isDisjoint(with: [.image, .footnoteReference]) }.plainText
        return text.split(separator: "\n").map(\.trimmingSpaces).filter { !$0.isEmpty }
    }
}
