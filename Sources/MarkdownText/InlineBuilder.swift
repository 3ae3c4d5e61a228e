/// Turns the inline children of a paragraph, heading or table cell into merged spans.
///
/// Every newline in the text is a line break (Qiita's `HARDBREAKS`). Inline HTML tags go through the
/// document's HTML parser and style the text between them; see `HTMLElements`. The walk is iterative,
/// so arbitrarily deep emphasis or link nesting cannot exhaust the stack.
enum InlineBuilder {
    /// Builds the finished spans of the inline children of `parent`; with `keepingLeadingBreaks`, the
    /// line breaks they start with stay (see `trimmingBlankEdges(keepingLeadingBreaks:)`).
    static func spans(of parent: CmarkNode, context: inout ParseContext, keepingLeadingBreaks: Bool = false) -> [InlineSpan] {
        var collector = SpanCollector()
        CmarkWalk.visit(childrenOf: parent, enter: { node in
            enter(node, collector: &collector, context: &context)
        }, exit: { node in
            exit(node, collector: &collector)
        })
        return SpanFinisher.finish(collector.spans, protected: context.protected).trimmingBlankEdges(keepingLeadingBreaks: keepingLeadingBreaks)
    }

    /// Handles the end of an inline node, after its children: closes the style it opened.
    static func exit(_ node: CmarkNode, collector: inout SpanCollector) {
        switch node.kind {
        case .emphasis, .strong, .strikethrough, .link: collector.close(.node(node))
        default: break
        }
    }

    /// Handles one inline node; returns whether to walk into its children.
    static func enter(_ node: CmarkNode, collector: inout SpanCollector, context: inout ParseContext) -> Bool {
        switch node.kind {
        case .text:
            if collector.hiddenElements == 0 { collector.append(node.literal.replacingNewlines) }
        case .softBreak, .lineBreak:
            collector.append("\n")
        case .code:
            collector.append(node.literal, adding: .code)
        case .htmlInline:
            if !applyRawTextTag(node.literal, to: &collector, context: &context) {
                for event in context.html.events(feeding: node.literal) { apply(event, to: &collector, context: &context) }
            }
        case .footnoteReference:
            collector.append(node.literal, adding: .footnoteReference)
        case .image:
            let alt = plainText(of: node, protected: context.protected)
            let url = context.protected.restoring(in: node.url)
            collector.append(alt, adding: .image, link: collector.link ?? context.links.number(for: url, text: alt))
            return false
        case .emphasis:
            collector.open(.node(node), style: .emphasis)
        case .strong:
            collector.open(.node(node), style: .strong)
        case .strikethrough:
            collector.open(.node(node), style: .strikethrough)
        case .link:
            let url = context.protected.restoring(in: node.url)
            guard !url.isEmpty else { return true }
            let text = plainText(of: node, protected: context.protected)
            var style: InlineStyle = .link
            if isAutolink(text: text, url: url) { style.insert(.autolink) }
            collector.open(.node(node), style: style, link: context.links.number(for: url, text: text))
        default:
            break
        }
        return true
    }

    /// Applies an inline tag that opens or closes a raw-text element (`script`, `style`…); returns
    /// whether the tag was one.
    ///
    /// These tags are not handed to the HTML parser: it would read everything after such a start tag
    /// as the element's text, up to an end tag that a paragraph's Markdown may never give it.
    static func applyRawTextTag(_ literal: String, to collector: inout SpanCollector, context: inout ParseContext) -> Bool {
        let isEnd = literal.hasPrefix("</")
        let name = literal.dropFirst(isEnd ? 2 : 1).prefix { $0.isLetter || $0.isNumber }.lowercased()
        guard HTMLElements.rawText.contains(name) else { return false }
        _ = isEnd ? collector.endInlineElement(name, context: &context) : collector.startInlineElement(name, [:], context: &context)
        return true
    }

    /// Applies an event of inline HTML: inline elements style text, block elements break the line.
    ///
    /// A tag has no text of its own, so text events (what the parser makes of CDATA and the like) are dropped.
    private static func apply(_ event: HTMLEvent, to collector: inout SpanCollector, context: inout ParseContext) {
        switch event {
        case .text:
            break
        case let .start(name, attributes):
            if !collector.startInlineElement(name, attributes, context: &context) { collector.breakLine() }
        case let .end(name):
            if !collector.endInlineElement(name, context: &context) { collector.breakLine() }
        }
    }

    /// The plain text of the inline children of `parent`: literals, with breaks as spaces and
    /// protected math and mentions as written.
    static func plainText(of parent: CmarkNode, protected: ProtectedSpans) -> String {
        var text = ""
        CmarkWalk.visit(childrenOf: parent, enter: { node in
            switch node.kind {
            case .code, .footnoteReference: text += node.literal
            case .text: text += node.literal.replacingNewlines
            case .softBreak, .lineBreak: text += " "
            default: break
            }
            return true
        }, exit: { _ in })
        return protected.restoring(in: text)
    }

    /// Whether a link's text is its URL, allowing for the scheme that GFM autolinks add.
    static func isAutolink(text: String, url: String) -> Bool {
        url == text || url == "http://" + text || url == "mailto:" + text
    }
}

extension String {
    /// The string with every line break (`\r\n`, `\n`, `\r`) replaced by a space.
    var replacingNewlines: String {
        guard containsBytes(of: "\n") || containsBytes(of: "\r") else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// The string with every run of HTML white space (space, tab, line breaks, form feed) as one space.
    var collapsingWhitespace: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var inBlank = false
        for scalar in unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                if !inBlank { result.unicodeScalars.append(" ") }
                inBlank = true
            } else {
                result.unicodeScalars.append(scalar)
                inBlank = false
            }
        }
        return result
    }
}
