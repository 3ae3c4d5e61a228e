/// Builds a `Document` from a cmark-gfm tree, the note markers of its preprocessed source and its
/// protected math and mentions.
///
/// Blocks are collected on an explicit stack of frames, one per open container, while the tree is
/// walked without recursion. Quotes, lists, notes, footnotes, details and HTML tables count towards the
/// nesting depth; a container that would nest deeper than `maximumDepth` is not opened, and its blocks
/// go into the innermost open container instead (flattening).
///
/// HTML blocks are read with the document's HTML parser (see `DocumentBuilder+HTML.swift`). Their
/// elements open frames too, so an element may open in one HTML block and close in a later one, or
/// in the tags of a paragraph, with Markdown in between (see `DocumentBuilder+MarkdownInHTML.swift`);
/// a Markdown container that ends closes the HTML frames still open inside it.
struct DocumentBuilder {
    /// What an open frame will become when it closes.
    enum FrameKind {
        case document
        case quote
        case list(ListKind, isTight: Bool)
        case item(TaskState?)
        case note(NoteKind)
        case footnote
        case details(isOpen: Bool, summary: [InlineSpan])
        case table(HTMLTableDraft)
    }

    /// An open container and the children collected for it so far.
    struct Frame {
        var kind: FrameKind
        let node: CmarkNode?
        /// The HTML element that opened the frame, or `nil` for Markdown.
        var element: String?
        var blocks: [Block] = []
        var items: [ListItem] = []

        init(kind: FrameKind, node: CmarkNode?, element: String? = nil) {
            self.kind = kind
            self.node = node
            self.element = element
        }

        /// Whether this frame counts towards the nesting depth.
        var countsTowardsDepth: Bool {
            switch kind {
            case .document, .item: false
            case .quote, .list, .note, .footnote, .details, .table: true
            }
        }
    }

    let notes: QiitaNotePreprocessor.Output
    let maximumDepth: Int
    var context: ParseContext
    var footnotes: [Footnote] = []
    var frames = [Frame(kind: .document, node: nil)]
    var depth = 0
    /// Custom blocks open without a frame (nested too deep, or not notes), which the next closing
    /// markers close first.
    var flattenedNotes = 0
    /// The text of HTML blocks not yet put into a block, and what it will become.
    var htmlText = SpanCollector()
    var htmlTarget = HTMLTarget.paragraph
    /// The image an HTML paragraph holds while it holds nothing else.
    var htmlImage: HTMLImage = .none

    /// Creates a builder for a tree parsed from `notes.bytes`.
    init(notes: QiitaNotePreprocessor.Output, protected: ProtectedSpans, maximumDepth: Int) {
        self.notes = notes
        self.maximumDepth = maximumDepth
        context = ParseContext(protected: protected)
    }

    /// Builds the document under `root`.
    mutating func build(root: CmarkNode) -> Document {
        CmarkWalk.visit(childrenOf: root, enter: { enter($0, root: root) }, exit: { exit($0) })
        handleHTML(context.html.finish())
        flushHTMLText()
        while frames.count > 1 { closeTopFrame() }
        return Document(blocks: frames[0].blocks, links: context.links.references, footnotes: footnotes)
    }

    /// Handles a block node before its children; returns whether to walk into them.
    private mutating func enter(_ node: CmarkNode, root: CmarkNode) -> Bool {
        if node.kind == .paragraph, continuesHTML(node) {
            continueHTML(with: node)
            return false
        }
        if node.kind != .htmlBlock { flushHTMLText() }
        switch node.kind {
        case .blockQuote:
            open(.quote, for: node)
        case .list:
            open(.list(node.listKind, isTight: node.isTightList), for: node)
        case .item:
            if case .list = frames[frames.count - 1].kind, frames[frames.count - 1].node == node.parent {
                frames.append(Frame(kind: .item(node.taskState), node: node))
            }
        case .footnoteDefinition:
            closeNotes()
            open(.footnote, for: node)
        case .paragraph:
            if node.parent == root || node.parent?.kind == .blockQuote, let marker = noteMarker(of: node) {
                handle(marker)
            } else {
                append(paragraph(node))
            }
            return false
        case .heading:
            append(.heading(level: node.headingLevel, spans: InlineBuilder.spans(of: node, context: &context)))
            return false
        case .codeBlock:
            append(codeBlock(node))
            return false
        case .htmlBlock:
            handleHTML(context.html.events(feeding: restoringNoteLines(in: node.literal)))
            return false
        case .thematicBreak:
            append(.thematicBreak)
            return false
        case .table:
            append(.table(table(node)))
            return false
        default:
            break
        }
        return true
    }

    /// Handles a block node after its children: closes the frame it opened, and the HTML frames and
    /// notes opened inside it.
    private mutating func exit(_ node: CmarkNode) {
        guard let index = frames.lastIndex(where: { $0.node == node }),
              frames[(index + 1)...].allSatisfy({ $0.node == nil }) else { return }
        flushHTMLText()
        while frames.count > index { closeTopFrame() }
    }

    /// Opens a counted container frame, unless that would nest deeper than allowed; returns whether it opened.
    @discardableResult
    mutating func open(_ kind: FrameKind, for node: CmarkNode?, element: String? = nil) -> Bool {
        guard depth < maximumDepth else { return false }
        frames.append(Frame(kind: kind, node: node, element: element))
        depth += 1
        return true
    }

    /// Closes the innermost frame and hands what it built to the frame below.
    mutating func closeTopFrame() {
        let frame = frames.removeLast()
        if frame.countsTowardsDepth { depth -= 1 }
        switch frame.kind {
        case .document:
            preconditionFailure("the document frame is never closed")
        case .quote:
            append(.quote(frame.blocks))
        case let .list(kind, isTight):
            append(.list(ListBlock(kind: kind, isTight: isTight, items: frame.items)))
        case let .item(task):
            frames[frames.count - 1].items.append(ListItem(task: task, blocks: frame.blocks))
        case let .note(kind):
            append(.note(kind, frame.blocks))
        case .footnote:
            footnotes.append(Footnote(number: footnotes.count + 1, blocks: frame.blocks))
        case let .details(isOpen, summary):
            append(.details(DetailsBlock(summary: summary, blocks: frame.blocks, isOpen: isOpen)))
        case let .table(draft):
            frame.blocks.forEach { append($0) }
            if let table = draft.table { append(.table(table)) }
        }
    }

    /// Closes the HTML frames on top of the stack, after putting their pending text into a block.
    mutating func closeHTMLFrames() {
        flushHTMLText()
        while frames[frames.count - 1].element != nil { closeTopFrame() }
    }

    /// Closes every open note; footnotes follow all content, so a note never spans them.
    private mutating func closeNotes() {
        closeHTMLFrames()
        while case .note = frames[frames.count - 1].kind { closeTopFrame() }
        flattenedNotes = 0
    }

    /// Appends a block to the innermost frame; in a list (HTML puts content straight into `<ul>`), as an item of its own.
    mutating func append(_ block: Block) {
        if case .list = frames[frames.count - 1].kind {
            frames[frames.count - 1].items.append(ListItem(blocks: [block]))
        } else {
            frames[frames.count - 1].blocks.append(block)
        }
    }

    /// Opens or closes a note for a marker paragraph.
    private mutating func handle(_ marker: QiitaNotePreprocessor.Marker) {
        switch marker {
        case .openPlain:
            flattenedNotes += 1
        case let .open(kind):
            if depth < maximumDepth {
                open(.note(kind), for: nil)
            } else {
                flattenedNotes += 1
            }
        case .close:
            if flattenedNotes > 0 {
                flattenedNotes -= 1
                return
            }
            closeHTMLFrames()
            if case .note = frames[frames.count - 1].kind { closeTopFrame() }
        }
    }

    /// The note marker a paragraph consists of, if it is a marker paragraph.
    private func noteMarker(of paragraph: CmarkNode) -> QiitaNotePreprocessor.Marker? {
        guard !notes.markers.isEmpty, let text = paragraph.firstChild, text.kind == .text,
              text.next == nil else { return nil }
        return notes.markers[text.literal]
    }

    /// A paragraph block; or an image, display math or link card when the paragraph is only that.
    private mutating func paragraph(_ node: CmarkNode) -> Block {
        if let only = onlyChild(of: node) {
            switch only.kind {
            case .image:
                let alt = InlineBuilder.plainText(of: only, protected: context.protected)
                let url = context.protected.restoring(in: only.url)
                return .image(alt: alt, url: url, link: context.links.number(for: url, text: alt))
            case .text where context.protected.prefix != nil:
                if case let .displayMath(tex) = context.protected.entry(token: only.literal) {
                    return .math(MathBlock(tex: tex))
                }
            case .link:
                let url = context.protected.restoring(in: only.url)
                let text = InlineBuilder.plainText(of: only, protected: context.protected)
                if InlineBuilder.isAutolink(text: text, url: url), url.hasPrefix("http://") || url.hasPrefix("https://") {
                    return .linkCard(url: url, link: context.links.number(for: url, text: text))
                }
            default:
                break
            }
        }
        var spans = InlineBuilder.spans(of: node, context: &context)
        if notes.tokenPrefix != nil {
            for index in spans.indices { spans[index].text = restoringNoteLines(in: spans[index].text) }
        }
        return .paragraph(spans)
    }

    /// The one child of a paragraph, not counting empty text nodes (which GFM autolinks leave behind).
    private func onlyChild(of node: CmarkNode) -> CmarkNode? {
        var only: CmarkNode?
        var child = node.firstChild
        while let current = child {
            if current.kind != .text || !current.hasEmptyLiteral {
                guard only == nil else { return nil }
                only = current
            }
            child = current.next
        }
        return only
    }

    /// A code block, or display math for a `math` fence.
    private func codeBlock(_ node: CmarkNode) -> Block {
        let lines = node.literalLines.map { context.protected.restoring(in: $0) }
        let code = CodeBlock(info: context.protected.restoring(in: node.fenceInfo), lines: lines)
        if code.language == "math" { return .math(MathBlock(tex: lines.joined(separator: "\n"))) }
        return .code(code)
    }

    /// A table block with one cell per column in every row.
    private mutating func table(_ node: CmarkNode) -> Table {
        let alignments = node.tableAlignments
        var header: [[InlineSpan]] = []
        var rows: [[[InlineSpan]]] = []
        var row = node.firstChild
        while let current = row {
            var cells: [[InlineSpan]] = []
            var cell = current.firstChild
            while let currentCell = cell, cells.count < alignments.count {
                cells.append(InlineBuilder.spans(of: currentCell, context: &context, keepingLeadingBreaks: true))
                cell = currentCell.next
            }
            cells += Array(repeating: [], count: alignments.count - cells.count)
            if current.isTableHeader { header = cells } else { rows.append(cells) }
            row = current.next
        }
        if header.isEmpty { header = Array(repeating: [], count: alignments.count) }
        return Table(alignments: alignments, header: header, rows: rows)
    }

    /// The text with every note token, and the blank lines added around it, put back to its source line.
    ///
    /// Tokens only end up inside text when an HTML block that runs to its own end marker (such as an
    /// unclosed `<!--`) swallowed them.
    func restoringNoteLines(in text: String) -> String {
        guard let prefix = notes.tokenPrefix, text.containsBytes(of: prefix) else { return text }
        var restored = text
        for (token, line) in notes.originalLines where restored.containsBytes(of: token) {
            restored = restored.replacing("\n\(token)\n\n", with: line + "\n").replacing(token, with: line)
        }
        return restored
    }
}

extension MathBlock {
    /// A display formula from its TeX: the Unicode text, one element per line, without blank lines;
    /// lines with `&` lined up in columns.
    init(tex: String) {
        if let rows = TeXToUnicode.convertAligned(tex) {
            self.init(lines: rows, source: tex, isAligned: true)
            return
        }
        let text = TeXToUnicode.convert(tex)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingSpaces }
        self.init(lines: lines.filter { !$0.isEmpty }, source: tex)
    }
}
