/// Builds a `Document` from a cmark-gfm tree and the note markers of its preprocessed source.
///
/// Blocks are collected on an explicit stack of frames, one per open container, while the tree is
/// walked without recursion. Quotes, lists, notes and footnotes count towards the nesting depth; a
/// container that would nest deeper than `maximumDepth` is not opened, and its blocks go into the
/// innermost open container instead (flattening).
struct DocumentBuilder {
    /// What an open frame will become when it closes.
    private enum FrameKind {
        case document
        case quote
        case list(ListKind, isTight: Bool)
        case item(TaskState?)
        case note(NoteKind)
        case footnote
    }

    /// An open container and the children collected for it so far.
    private struct Frame {
        let kind: FrameKind
        let node: CmarkNode?
        var blocks: [Block] = []
        var items: [ListItem] = []

        /// Whether this frame counts towards the nesting depth.
        var countsTowardsDepth: Bool {
            switch kind {
            case .document, .item: false
            case .quote, .list, .note, .footnote: true
            }
        }
    }

    private let notes: QiitaNotePreprocessor.Output
    private let maximumDepth: Int
    private var links = LinkRegistry()
    private var footnotes: [Footnote] = []
    private var frames = [Frame(kind: .document, node: nil)]
    private var depth = 0
    private var flattenedNotes = 0

    /// Creates a builder for a tree parsed from `notes.bytes`.
    init(notes: QiitaNotePreprocessor.Output, maximumDepth: Int) {
        self.notes = notes
        self.maximumDepth = maximumDepth
    }

    /// Builds the document under `root`.
    mutating func build(root: CmarkNode) -> Document {
        CmarkWalk.visit(childrenOf: root, enter: { enter($0, root: root) }, exit: { exit($0) })
        while frames.count > 1 { closeTopFrame() }
        return Document(blocks: frames[0].blocks, links: links.references, footnotes: footnotes)
    }

    /// Handles a block node before its children; returns whether to walk into them.
    private mutating func enter(_ node: CmarkNode, root: CmarkNode) -> Bool {
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
            if node.parent == root, let marker = noteMarker(of: node) {
                handle(marker)
            } else {
                append(paragraph(node))
            }
            return false
        case .heading:
            append(.heading(level: node.headingLevel, spans: InlineBuilder.spans(of: node, links: &links)))
            return false
        case .codeBlock:
            append(.code(CodeBlock(info: node.fenceInfo, lines: node.literalLines)))
            return false
        case .htmlBlock:
            var html = restoringNoteLines(in: node.literal)
            while html.hasSuffix("\n") { html.removeLast() }
            append(.html(html))
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

    /// Handles a block node after its children: closes the frame it opened, if any.
    private mutating func exit(_ node: CmarkNode) {
        if frames[frames.count - 1].node == node { closeTopFrame() }
    }

    /// Opens a counted container frame, unless that would nest deeper than allowed.
    private mutating func open(_ kind: FrameKind, for node: CmarkNode?) {
        guard depth < maximumDepth else { return }
        frames.append(Frame(kind: kind, node: node))
        depth += 1
    }

    /// Closes the innermost frame and hands what it built to the frame below.
    private mutating func closeTopFrame() {
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
        }
    }

    /// Closes every open note; footnotes follow all content, so a note never spans them.
    private mutating func closeNotes() {
        while case .note = frames[frames.count - 1].kind { closeTopFrame() }
        flattenedNotes = 0
    }

    /// Appends a block to the innermost frame.
    private mutating func append(_ block: Block) {
        frames[frames.count - 1].blocks.append(block)
    }

    /// Opens or closes a note for a marker paragraph.
    private mutating func handle(_ marker: QiitaNotePreprocessor.Marker) {
        switch marker {
        case let .open(kind):
            if depth < maximumDepth {
                open(.note(kind), for: nil)
            } else {
                flattenedNotes += 1
            }
        case .close:
            if flattenedNotes > 0 {
                flattenedNotes -= 1
            } else if case .note = frames[frames.count - 1].kind {
                closeTopFrame()
            }
        }
    }

    /// The note marker a paragraph consists of, if it is a marker paragraph.
    private func noteMarker(of paragraph: CmarkNode) -> QiitaNotePreprocessor.Marker? {
        guard !notes.markers.isEmpty, let text = paragraph.firstChild, text.kind == .text,
              text.next == nil else { return nil }
        return notes.markers[text.literal]
    }

    /// A paragraph block, or an image block when the paragraph is a single image.
    private mutating func paragraph(_ node: CmarkNode) -> Block {
        if let only = node.firstChild, only.next == nil, only.kind == .image {
            let alt = InlineBuilder.plainText(of: only)
            let url = only.url
            return .image(alt: alt, url: url, link: links.number(for: url, text: alt))
        }
        var spans = InlineBuilder.spans(of: node, links: &links)
        if notes.tokenPrefix != nil {
            for index in spans.indices { spans[index].text = restoringNoteLines(in: spans[index].text) }
        }
        return .paragraph(spans)
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
                cells.append(InlineBuilder.spans(of: currentCell, links: &links))
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
    private func restoringNoteLines(in text: String) -> String {
        guard let prefix = notes.tokenPrefix, text.containsBytes(of: prefix) else { return text }
        var restored = text
        for (token, line) in notes.originalLines where restored.containsBytes(of: token) {
            restored = restored.replacing("\n\(token)\n\n", with: line + "\n").replacing(token, with: line)
        }
        return restored
    }
}
