/// How HTML elements read in a terminal, following the elements Qiita's sanitiser allows.
///
/// Allowed: `a b blockquote br caption code dd del details div dl dt em font h1–h6 hr i img input ins
/// kbd li ol p pre q rp rt ruby s samp section span strike strong sub summary sup table tbody td tfoot
/// th thead tr tt ul var`. Any other element is dropped and its text kept, except the elements whose
/// text is not content (`script`, `style` and the like), which are dropped with their text.
enum HTMLElements {
    /// Elements that start and end blocks; in a paragraph of Markdown they break the line.
    static let block: Set<String> = [
        "p", "div", "section", "article", "aside", "header", "footer", "nav", "main", "center", "address",
        "figure", "figcaption", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5",
        "h6", "hr", "pre", "table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "details", "summary",
    ]

    /// Elements whose text is hidden along with them (`rp` holds the fallback parentheses of `ruby`).
    static let hidden: Set<String> = ["script", "style", "template", "title", "noscript", "textarea", "rp", "xmp", "iframe", "noembed", "noframes"]

    /// Elements whose content the HTML parser reads as plain text up to their end tag.
    static let rawText: Set<String> = ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext"]

    /// The style an inline element adds, if it adds one.
    static func style(of name: String) -> InlineStyle? {
        switch name {
        case "b", "strong": .strong
        case "i", "em": .emphasis
        case "u", "ins": .underline
        case "s", "del", "strike": .strikethrough
        case "kbd": .keyboard
        case "code", "tt", "samp", "var": .code
        case "sup": .superscript
        case "sub": .subscript
        default: nil
        }
    }

    /// The level of a heading element (`h1`…`h6`).
    static func headingLevel(of name: String) -> Int? {
        guard name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) else { return nil }
        return level
    }

    /// The task mark a checkbox `input` stands for, or `nil` for any other `input`.
    static func task(of attributes: [String: String]) -> TaskState? {
        guard attributes["type"]?.lowercased() == "checkbox" else { return nil }
        return attributes["checked"] == nil ? .unchecked : .checked
    }
}

extension SpanCollector {
    /// Applies the start of an inline element; returns `false` for a block element, which the caller lays out.
    mutating func startInlineElement(_ name: String, _ attributes: [String: String], context: inout ParseContext) -> Bool {
        if HTMLElements.hidden.contains(name) {
            open(.element(name), style: [])
            hiddenElements += 1
            return true
        }
        if let style = HTMLElements.style(of: name) {
            open(.element(name), style: style)
            return true
        }
        switch name {
        case "br":
            appendLineBreak()
        case "a":
            let url = context.protected.restoring(in: attributes["href"] ?? "")
            open(.element(name), style: url.isEmpty ? [] : .link, link: url.isEmpty ? nil : context.links.number(for: url, text: ""))
        case "img":
            let url = context.protected.restoring(in: attributes["src"] ?? "")
            let alt = context.protected.restoring(in: attributes["alt"] ?? "")
            guard !url.isEmpty else { return true }
            append(alt, adding: .image, link: link ?? context.links.number(for: url, text: alt))
        case "q":
            append("“")
            open(.element(name), style: [])
        case "rt":
            append("(")
            open(.element(name), style: [])
        case "input":
            if let task = HTMLElements.task(of: attributes) { append(task == .checked ? "[x]" : "[ ]") }
        default:
            return !HTMLElements.block.contains(name)
        }
        return true
    }

    /// Applies the end of an inline element; returns `false` for a block element, which the caller lays out.
    mutating func endInlineElement(_ name: String, context: inout ParseContext) -> Bool {
        if HTMLElements.hidden.contains(name) {
            if close(.element(name)) != nil { hiddenElements -= 1 }
            return true
        }
        switch name {
        case "sup", "sub":
            guard let first = close(.element(name))?.first else { return true }
            let mark: InlineStyle = name == "sup" ? .superscript : .subscript
            rewrite(from: first) { Self.scripted($0, mark: mark) }
        case "a":
            guard let (first, link) = close(.element(name)), let link else { return true }
            context.links.describe(link, as: spans.dropFirst(first).map(\.text).joined())
        case "q":
            append("”")
            close(.element(name))
        case "rt":
            close(.element(name))
            append(")")
        default:
            if HTMLElements.style(of: name) != nil {
                close(.element(name))
                return true
            }
            return !HTMLElements.block.contains(name)
        }
        return true
    }

    /// The spans with their super- or subscript text in Unicode's forms, when every character has one.
    private static func scripted(_ spans: [InlineSpan], mark: InlineStyle) -> [InlineSpan] {
        let convert: (String) -> String? = { text in
            mark == .superscript ? UnicodeScripts.superscript(text) : UnicodeScripts.`subscript`(text)
        }
        var converted = spans
        for index in converted.indices where converted[index].style.contains(mark) {
            guard let text = convert(converted[index].text) else { return spans }
            converted[index].text = text
            converted[index].style.remove(mark)
        }
        return converted
    }
}
