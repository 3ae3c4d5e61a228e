import MarkdownText

/// Shorthand for an unstyled span.
func plain(_ text: String) -> InlineSpan { InlineSpan(text) }

/// Shorthand for a span with a style and an optional link number.
func span(_ text: String, _ style: InlineStyle, link: Int? = nil) -> InlineSpan {
    InlineSpan(text, style: style, link: link)
}

/// The blocks of `markdown`.
func blocks(_ markdown: String) -> [Block] { MarkdownParser.parse(markdown).blocks }

/// The spans of `markdown` when it is a single paragraph, or `nil` otherwise.
func paragraphSpans(_ markdown: String) -> [InlineSpan]? {
    let parsed = blocks(markdown)
    guard parsed.count == 1, case let .paragraph(spans) = parsed[0] else { return nil }
    return spans
}

/// A paragraph of one unstyled span.
func para(_ text: String) -> Block { .paragraph([plain(text)]) }

/// A tight bullet list item holding one plain paragraph and optional further blocks.
func item(_ text: String, _ more: Block..., task: TaskState? = nil) -> ListItem {
    ListItem(task: task, blocks: [para(text)] + more)
}

/// How many quotes, lists and notes nest in the blocks, at the deepest point.
func nestingDepth(_ blocks: [Block]) -> Int {
    blocks.map { block in
        switch block {
        case let .quote(inner), let .note(_, inner): 1 + nestingDepth(inner)
        case let .list(list): 1 + (list.items.map { nestingDepth($0.blocks) }.max() ?? 0)
        default: 0
        }
    }.max() ?? 0
}

/// Every block in `blocks`, containers before their contents.
func allBlocks(in blocks: [Block]) -> [Block] {
    blocks.flatMap { block -> [Block] in
        switch block {
        case let .quote(inner), let .note(_, inner): [block] + allBlocks(in: inner)
        case let .list(list): [block] + allBlocks(in: list.items.flatMap(\.blocks))
        case let .details(details): [block] + allBlocks(in: details.blocks)
        default: [block]
        }
    }
}

/// Every span in `blocks`: paragraphs, headings, table cells and summaries, at any depth.
func allSpans(in blocks: [Block]) -> [InlineSpan] {
    allBlocks(in: blocks).flatMap { block -> [InlineSpan] in
        switch block {
        case let .paragraph(spans), let .heading(_, spans): spans
        case let .table(table): (table.header + table.rows.flatMap { $0 }).flatMap { $0 }
        case let .details(details): details.summary
        default: []
        }
    }
}
