/// What the pending text of HTML blocks will become when its element ends.
enum HTMLTarget: Equatable {
    case paragraph
    case heading(Int)
    case summary
    case cell(header: Bool, alignment: TableAlignment)
    case caption
    /// A `<dt>`: a paragraph in bold.
    case term
    /// A `<pre>`, with the language of its `<code class="language-x">`.
    case preformatted(language: String?)
}

/// Whether an HTML paragraph is, so far, nothing but one image.
enum HTMLImage {
    case none
    case only(alt: String, url: String, link: Int, width: Int?)
    case mixed
}

/// An HTML table being read: its rows of cells, which rows are headers, and whether a `<thead>` is open.
struct HTMLTableDraft {
    /// The most columns kept; cells beyond are dropped, so a hostile row cannot pad every other row.
    static let maximumColumns = 64

    var rows: [[[InlineSpan]]] = []
    var headerRows: [Bool] = []
    /// The first `align` given in each column.
    var alignments: [Int: TableAlignment] = [:]
    var inHeader = false

    /// Starts a row.
    mutating func startRow() {
        rows.append([])
        headerRows.append(inHeader)
    }

    /// Adds a cell to the current row, starting one if none is open.
    mutating func addCell(_ spans: [InlineSpan], header: Bool, alignment: TableAlignment) {
        if rows.isEmpty { startRow() }
        let column = rows[rows.count - 1].count
        guard column < Self.maximumColumns else { return }
        if alignment != .none, alignments[column] == nil { alignments[column] = alignment }
        if rows[rows.count - 1].isEmpty { headerRows[rows.count - 1] = header }
        headerRows[rows.count - 1] = headerRows[rows.count - 1] && header
        rows[rows.count - 1].append(spans)
    }

    /// The table: the first row is the header when it is all `<th>` or in `<thead>`; `nil` without cells.
    var table: Table? {
        let filled = zip(rows, headerRows).filter { !$0.0.isEmpty }
        let columns = filled.map(\.0.count).max() ?? 0
        guard columns > 0 else { return nil }
        let padded = filled.map { $0.0 + Array(repeating: [], count: columns - $0.0.count) }
        let hasHeader = filled[0].1
        return Table(
            alignments: (0..<columns).map { alignments[$0] ?? .none },
            header: hasHeader ? padded[0] : Array(repeating: [], count: columns),
            rows: Array(padded.dropFirst(hasHeader ? 1 : 0)))
    }
}

extension DocumentBuilder {
    /// Lays out the events of an HTML block (or of the parser's end).
    mutating func handleHTML(_ events: [HTMLEvent]) {
        for event in events {
            switch event {
            case let .text(text): htmlTextEvent(text)
            case let .start(name, attributes): htmlStart(name, attributes)
            case let .end(name): htmlEnd(name)
            }
        }
    }

    /// Puts the pending HTML text into the block its target makes, if it holds anything.
    mutating func flushHTMLText() {
        let target = htmlTarget
        let image = htmlImage
        htmlTarget = .paragraph
        htmlImage = .none
        while htmlText.preformattedElements > 0 { htmlText.closePreformatted() }
        let collected = htmlText.take()
        let isCell = if case .cell = target { true } else { false }
        let spans = SpanFinisher.finish(collected, protected: context.protected).trimmingBlankEdges(keepingLeadingBreaks: isCell)
        switch target {
        case let .preformatted(language):
            var lines = context.protected.restoring(in: collected.plainText).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.first == "" { lines.removeFirst() }
            if lines.last == "" { lines.removeLast() }
            append(.code(CodeBlock(language: language, lines: lines)))
        case .paragraph:
            if case let .only(alt, url, link, width) = image {
                append(.image(alt: alt, url: url, link: link, width: width))
            } else if !spans.isEmpty {
                append(.paragraph(spans))
            }
        case let .heading(level):
            append(.heading(level: level, spans: spans))
        case .summary:
            // A summary names the section it opens; a second one, or one of a section nested too
            // deep to be opened, is text of the section around it.
            if case let .details(isOpen, summary) = frames[frames.count - 1].kind, summary.isEmpty {
                frames[frames.count - 1].kind = .details(isOpen: isOpen, summary: spans)
            } else if !spans.isEmpty {
                append(.paragraph(spans))
            }
        case let .cell(header, alignment):
            if case var .table(draft) = frames[frames.count - 1].kind {
                draft.addCell(spans, header: header, alignment: alignment)
                frames[frames.count - 1].kind = .table(draft)
            } else if !spans.isEmpty {
                append(.paragraph(spans))
            }
        case .caption, .term:
            if !spans.isEmpty { append(.paragraph(spans.map { InlineSpan($0.text, style: $0.style.union(.strong), link: $0.link) })) }
        }
    }

    /// Text of an HTML block: white space collapses, except in `<pre>`.
    private mutating func htmlTextEvent(_ text: String) {
        guard htmlText.hiddenElements == 0 else { return }
        if case .preformatted = htmlTarget {
            htmlText.append(text)
            return
        }
        if htmlText.preformattedElements > 0 {
            if text.contains(where: { !$0.isWhitespace }) { htmlImage = .mixed }
            htmlText.appendPreformatted(text)
            return
        }
        var collapsed = text.collapsingWhitespace
        if htmlText.endsWithWhitespace, collapsed.hasPrefix(" ") { collapsed.removeFirst() }
        guard !collapsed.isEmpty else { return }
        if collapsed.contains(where: { !$0.isWhitespace }) { htmlImage = .mixed }
        htmlText.append(collapsed)
    }

    /// The start of an element in an HTML block.
    private mutating func htmlStart(_ name: String, _ attributes: [String: String]) {
        if case .preformatted = htmlTarget {
            if name == "code", let language = attributes["class"]?.split(separator: " ").first(where: { $0.hasPrefix("language-") }) {
                htmlTarget = .preformatted(language: String(language.dropFirst("language-".count)))
            } else if name == "br" {
                htmlText.append("\n")
            }
            return
        }
        if name == "input", let task = HTMLElements.task(of: attributes), htmlText.isBlank,
           case .item(nil) = frames[frames.count - 1].kind {
            frames[frames.count - 1].kind = .item(task)
            return
        }
        if name == "img" { noteImage(attributes) }
        if htmlText.startInlineElement(name, attributes, context: &context) { return }
        guard htmlTarget == .paragraph else {
            htmlText.breakLine()
            if name == "pre" { htmlText.openPreformatted() }
            return
        }
        startBlockElement(name, attributes)
    }

    /// Remembers an image, so that a paragraph of one image becomes an image block.
    private mutating func noteImage(_ attributes: [String: String]) {
        let url = context.protected.restoring(in: attributes["src"] ?? "")
        guard !url.isEmpty else { return }
        if case .none = htmlImage, htmlText.isBlank, htmlText.link == nil {
            let alt = context.protected.restoring(in: attributes["alt"] ?? "")
            htmlImage = .only(
                alt: alt, url: url, link: context.links.number(for: url, text: alt), width: HTMLImageWidth.pixels(attributes["width"]))
        } else {
            htmlImage = .mixed
        }
    }

    /// The start of a block element, with no inline-only target open.
    private mutating func startBlockElement(_ name: String, _ attributes: [String: String]) {
        flushHTMLText()
        if let level = HTMLElements.headingLevel(of: name) {
            htmlTarget = .heading(level)
            return
        }
        switch name {
        case "hr": append(.thematicBreak)
        case "pre": htmlTarget = .preformatted(language: nil)
        case "blockquote", "dd": open(.quote, for: nil, element: name)
        case "ul": open(.list(.bullet, isTight: true), for: nil, element: name)
        case "ol": open(.list(.ordered(start: attributes["start"].flatMap { Int($0) } ?? 1), isTight: true), for: nil, element: name)
        case "li":
            if case .list = frames[frames.count - 1].kind, frames[frames.count - 1].element != nil {
                frames.append(Frame(kind: .item(nil), node: nil, element: name))
            }
        case "dt": htmlTarget = .term
        case "details": open(.details(isOpen: attributes["open"] != nil, summary: []), for: nil, element: name)
        case "summary": htmlTarget = .summary
        case "table": open(.table(HTMLTableDraft()), for: nil, element: name)
        case "caption": htmlTarget = .caption
        case "thead", "tbody", "tfoot": updateTable { $0.inHeader = name == "thead" }
        case "tr": updateTable { $0.startRow() }
        case "td", "th": htmlTarget = .cell(header: name == "th" || isInTableHeader, alignment: Self.alignment(attributes["align"]))
        default: break
        }
    }

    /// The end of an element in an HTML block.
    private mutating func htmlEnd(_ name: String) {
        if case .preformatted = htmlTarget {
            if name == "pre" { flushHTMLText() }
            return
        }
        if htmlText.endInlineElement(name, context: &context) { return }
        if htmlTarget != .paragraph, !ends(htmlTarget, name) {
            if name == "pre" { htmlText.closePreformatted() }
            htmlText.breakLine()
            return
        }
        flushHTMLText()
        switch name {
        case "blockquote", "dd", "ul", "ol", "li", "details", "table": closeHTMLFrame(named: name)
        default: break
        }
    }

    /// Whether the end of element `name` ends the target.
    private func ends(_ target: HTMLTarget, _ name: String) -> Bool {
        switch target {
        case .paragraph, .preformatted: true
        case .heading: HTMLElements.headingLevel(of: name) != nil
        case .summary: ["summary", "details"].contains(name)
        case .cell: ["td", "th", "tr", "table"].contains(name)
        case .caption: ["caption", "table"].contains(name)
        case .term: ["dt", "dl"].contains(name)
        }
    }

    /// Closes the innermost open HTML frame of element `name` and the HTML frames above it; nothing
    /// when a Markdown container lies in between.
    private mutating func closeHTMLFrame(named name: String) {
        var index = frames.count - 1
        while index > 0, let element = frames[index].element {
            if element == name {
                while frames.count > index { closeTopFrame() }
                return
            }
            index -= 1
        }
    }

    /// Changes the innermost table, when the top frame is one.
    private mutating func updateTable(_ change: (inout HTMLTableDraft) -> Void) {
        guard case var .table(draft) = frames[frames.count - 1].kind else { return }
        change(&draft)
        frames[frames.count - 1].kind = .table(draft)
    }

    /// The alignment an `align` attribute gives a cell.
    private static func alignment(_ value: String?) -> TableAlignment {
        switch value?.lowercased() {
        case "left": .left
        case "center": .center
        case "right": .right
        default: .none
        }
    }

    /// Whether the innermost table is inside a `<thead>`.
    private var isInTableHeader: Bool {
        guard case let .table(draft) = frames[frames.count - 1].kind else { return false }
        return draft.inHeader
    }
}
