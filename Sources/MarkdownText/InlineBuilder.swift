/// Turns the inline children of a paragraph, heading or table cell into merged spans.
///
/// The walk is iterative, so arbitrarily deep emphasis or link nesting cannot exhaust the stack.
struct InlineBuilder {
    /// The style and link that apply inside an open inline container.
    private struct Context {
        let node: CmarkNode
        let style: InlineStyle
        let link: Int?
    }

    /// The spans built so far.
    private(set) var spans: [InlineSpan] = []

    /// Builds the spans of the inline children of `parent`, numbering links in `links`.
    static func spans(of parent: CmarkNode, links: inout LinkRegistry) -> [InlineSpan] {
        var builder = InlineBuilder()
        var contexts: [Context] = []
        var style: InlineStyle { contexts.last?.style ?? [] }
        var link: Int? { contexts.last?.link }

        CmarkWalk.visit(childrenOf: parent, enter: { node in
            switch node.kind {
            case .text:
                builder.append(node.literal.replacingNewlines, style: style, link: link)
            case .softBreak:
                builder.append(" ", style: style, link: link)
            case .lineBreak:
                builder.append("\n", style: style, link: link)
            case .code:
                builder.append(node.literal, style: style.union(.code), link: link)
            case .htmlInline:
                builder.append(node.literal.replacingNewlines, style: style.union(.html), link: link)
            case .footnoteReference:
                builder.append(node.literal, style: style.union(.footnoteReference), link: link)
            case .image:
                let alt = plainText(of: node)
                let number = link ?? links.number(for: node.url, text: alt)
                builder.append(alt, style: style.union(.image), link: number)
                return false
            case .emphasis:
                contexts.append(Context(node: node, style: style.union(.emphasis), link: link))
            case .strong:
                contexts.append(Context(node: node, style: style.union(.strong), link: link))
            case .strikethrough:
                contexts.append(Context(node: node, style: style.union(.strikethrough), link: link))
            case .link:
                let url = node.url
                guard !url.isEmpty else { return true }
                let text = plainText(of: node)
                let number = links.number(for: url, text: text)
                var linkStyle = style.union(.link)
                if isAutolink(text: text, url: url) { linkStyle.insert(.autolink) }
                contexts.append(Context(node: node, style: linkStyle, link: number))
            default:
                break
            }
            return true
        }, exit: { node in
            if contexts.last?.node == node { contexts.removeLast() }
        })
        return builder.spans
    }

    /// The plain text of the inline children of `parent`: literals, with breaks as spaces.
    static func plainText(of parent: CmarkNode) -> String {
        var text = ""
        CmarkWalk.visit(childrenOf: parent, enter: { node in
            switch node.kind {
            case .code, .footnoteReference: text += node.literal
            case .text, .htmlInline: text += node.literal.replacingNewlines
            case .softBreak, .lineBreak: text += " "
            default: break
            }
            return true
        }, exit: { _ in })
        return text
    }

    /// Whether a link's text is its URL, allowing for the scheme that GFM autolinks add.
    private static func isAutolink(text: String, url: String) -> Bool {
        url == text || url == "http://" + text || url == "mailto:" + text
    }

    /// Appends text, merging it into the last span when style and link match; empty text is dropped.
    private mutating func append(_ text: String, style: InlineStyle, link: Int?) {
        guard !text.isEmpty else { return }
        if let last = spans.indices.last, spans[last].style == style, spans[last].link == link {
            spans[last].text += text
        } else {
            spans.append(InlineSpan(text, style: style, link: link))
        }
    }
}

extension String {
    /// The string with every line break (`\r\n`, `\n`, `\r`) replaced by a space.
    var replacingNewlines: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
