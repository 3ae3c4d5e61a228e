/// Collects inline spans under a stack of open styles and links, merging runs that look the same.
///
/// What opened a style is either a cmark-gfm node or an HTML element. Markdown and HTML can overlap
/// (`*a <b>b* c</b>`), so closing removes the innermost matching opener wherever it is and recomputes
/// the ones above it. At most `maximumDepth` openers are kept; deeper ones are ignored, which only
/// loses styles.
struct SpanCollector {
    /// What opened a context.
    enum Opener: Hashable {
        case node(CmarkNode)
        case element(String)
    }

    /// An open context: its own style and link, and what holds inside it.
    private struct Context {
        let opener: Opener
        let ownStyle: InlineStyle
        let ownLink: Int?
        var style: InlineStyle
        var link: Int?
        /// The number of spans when the context opened.
        let firstSpan: Int
    }

    /// How many openers may be open at once.
    static let maximumDepth = 1_024

    /// The spans collected so far.
    private(set) var spans: [InlineSpan] = []
    private var contexts: [Context] = []
    /// How many contexts each opener has open, so that closing one that never opened costs nothing.
    private var openCounts: [Opener: Int] = [:]
    /// How many open elements hide their text (`script`, `style`, `rp`…).
    var hiddenElements = 0
    /// How many open `<pre>` elements keep their text's white space and line breaks (inside an
    /// element that holds only inline text, such as a table cell).
    private(set) var preformattedElements = 0
    /// Whether the innermost `<pre>` has had no text yet: its first line break is dropped, as HTML does.
    private var preformattedStarts = false

    /// The style of text appended now.
    var style: InlineStyle { contexts.last?.style ?? [] }
    /// The link of text appended now.
    var link: Int? { contexts.last?.link }
    /// Whether nothing but blanks and line breaks has been collected.
    var isBlank: Bool { spans.allSatisfy { !$0.standsAlone && $0.text.allSatisfy(\.isWhitespace) } }
    /// Whether the collected text ends a line (or nothing is collected).
    var endsLine: Bool { spans.last.map { $0.text.hasSuffix("\n") } ?? true }
    /// Whether the collected text ends with a blank or a line break (or nothing is collected).
    var endsWithWhitespace: Bool { spans.last.map { $0.text.last?.isWhitespace ?? false } ?? true }

    /// Appends text in the current style, plus `extra`, with the current link or `link`.
    /// An image or a footnote reference stands alone (see `InlineSpan.standsAlone`).
    mutating func append(_ text: String, adding extra: InlineStyle = [], link: Int? = nil) {
        spans.appendMerging(InlineSpan(text, style: style.union(extra), link: link ?? self.link))
    }

    /// Appends text of a `<pre>`: as written, in code style, its first line break after the start
    /// tag dropped.
    mutating func appendPreformatted(_ text: String) {
        var text = Substring(text)
        if preformattedStarts, !text.isEmpty {
            if text.first == "\n" { text = text.dropFirst() }
            preformattedStarts = false
        }
        append(String(text))
    }

    /// Opens a `<pre>` inside inline text: its text is code and keeps its white space.
    mutating func openPreformatted() {
        open(.element("pre"), style: .code)
        preformattedElements += 1
        preformattedStarts = true
    }

    /// Closes the innermost `<pre>` opened inside inline text, dropping the line breaks at its end.
    mutating func closePreformatted() {
        guard preformattedElements > 0 else { return }
        preformattedElements -= 1
        preformattedStarts = false
        close(.element("pre"))
        while let last = spans.indices.last, spans[last].text.last == "\n" {
            spans[last].text.removeLast()
            if spans[last].text.isEmpty { spans.removeLast() }
        }
    }

    /// Appends a line break unless the text already ends a line (after dropping the spaces before it).
    mutating func breakLine() {
        dropTrailingSpaces()
        if !endsLine { append("\n") }
    }

    /// Appends a line break, dropping the spaces before it (outside code).
    mutating func appendLineBreak() {
        dropTrailingSpaces()
        append("\n")
    }

    /// Drops the spaces at the end of the text, outside code.
    private mutating func dropTrailingSpaces() {
        while let last = spans.indices.last, !spans[last].style.contains(.code), spans[last].text.last == " " {
            spans[last].text.removeLast()
            if spans[last].text.isEmpty { spans.removeLast() }
        }
    }

    /// Opens a context that adds `style` and, if given, sets the link.
    mutating func open(_ opener: Opener, style: InlineStyle, link: Int? = nil) {
        guard contexts.count < Self.maximumDepth else { return }
        openCounts[opener, default: 0] += 1
        contexts.append(Context(
            opener: opener, ownStyle: style, ownLink: link,
            style: self.style.union(style), link: link ?? self.link, firstSpan: spans.count))
    }

    /// Closes the innermost context opened by `opener`, returning the index of its first span and its own link.
    @discardableResult
    mutating func close(_ opener: Opener) -> (first: Int, link: Int?)? {
        guard let count = openCounts[opener], let index = contexts.lastIndex(where: { $0.opener == opener }) else { return nil }
        openCounts[opener] = count > 1 ? count - 1 : nil
        let removed = contexts.remove(at: index)
        for above in index..<contexts.count {
            let below = above > 0 ? contexts[above - 1] : nil
            contexts[above].style = (below?.style ?? []).union(contexts[above].ownStyle)
            contexts[above].link = contexts[above].ownLink ?? below?.link
        }
        return (removed.firstSpan, removed.ownLink)
    }

    /// Replaces the spans from `first` on with `transform`'s result, merging neighbours that look the same.
    mutating func rewrite(from first: Int, _ transform: ([InlineSpan]) -> [InlineSpan]) {
        guard first < spans.count else { return }
        let replaced = transform(Array(spans[first...]))
        spans.removeSubrange(first...)
        for span in replaced { spans.appendMerging(span) }
    }

    /// Hands out the spans collected so far and starts again; open contexts stay open.
    mutating func take() -> [InlineSpan] {
        defer { spans.removeAll() }
        contexts = contexts.map {
            Context(opener: $0.opener, ownStyle: $0.ownStyle, ownLink: $0.ownLink, style: $0.style, link: $0.link, firstSpan: 0)
        }
        return spans
    }
}
