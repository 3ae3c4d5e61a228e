/// Paragraphs of Markdown written inside an HTML element that is still open.
///
/// CommonMark ends an HTML block at a blank line, so an element the author wrote as one piece of HTML
/// (`<td><pre>` with a blank line in the code) can reach its end tags only after a paragraph of
/// Markdown. A browser reads the paragraph inside the element and closes the element at its end tag,
/// wherever that tag is. So does this: such a paragraph's text continues the element's text (a
/// table cell's, a `<pre>`'s), and its tags go through the same handling as an HTML block's, so an
/// end tag in it closes the element's frame there and the rest of the article stays outside.
extension DocumentBuilder {
    /// Whether a paragraph continues an open HTML element: one whose text is still being collected
    /// (a cell, a `<pre>`, a heading…), or an open HTML container when the paragraph has tags.
    func continuesHTML(_ paragraph: CmarkNode) -> Bool {
        if htmlTarget != .paragraph { return true }
        guard frames[frames.count - 1].element != nil else { return false }
        var child = paragraph.firstChild
        while let current = child {
            if current.kind == .htmlInline { return true }
            child = current.next
        }
        return false
    }

    /// Reads a paragraph inside an open HTML element: its inline Markdown into the element's text,
    /// its tags as HTML.
    mutating func continueHTML(with paragraph: CmarkNode) {
        if htmlTarget == .paragraph {
            flushHTMLText()
        } else if keepsWhiteSpace {
            // The blank line that ended the HTML block is part of the preformatted text.
            htmlText.breakLine()
            htmlText.appendLineBreak()
        } else {
            htmlText.breakLine()
        }
        CmarkWalk.visit(childrenOf: paragraph, enter: { node in
            if node.kind == .htmlInline {
                continueHTML(withTag: node.literal)
                return false
            }
            if node.kind != .softBreak, node.kind != .lineBreak, node.kind != .text || node.literal.contains(where: { !$0.isWhitespace }) {
                htmlImage = .mixed
            }
            return InlineBuilder.enter(node, collector: &htmlText, context: &context)
        }, exit: { node in
            InlineBuilder.exit(node, collector: &htmlText)
        })
        if htmlTarget == .paragraph { flushHTMLText() }
    }

    /// Whether the text being collected keeps its white space and line breaks: a `<pre>`'s.
    private var keepsWhiteSpace: Bool {
        if case .preformatted = htmlTarget { return true }
        return htmlText.preformattedElements > 0
    }

    /// An inline tag of such a paragraph, handled as the tags of an HTML block are; a tag has no text
    /// of its own, so the parser's text events (what it makes of CDATA and the like) are dropped.
    private mutating func continueHTML(withTag literal: String) {
        if InlineBuilder.applyRawTextTag(literal, to: &htmlText, context: &context) { return }
        handleHTML(context.html.events(feeding: literal).filter { if case .text = $0 { false } else { true } })
    }
}
