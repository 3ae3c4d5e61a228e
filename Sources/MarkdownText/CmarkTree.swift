import CCmarkGFM
import Glibc

/// Registers the GFM core extensions with cmark-gfm, exactly once per process.
private let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

/// One parse at a time: while it parses inlines, cmark-gfm adds and then removes its extensions'
/// characters in a process-wide table (`SPECIAL_CHARS` in inlines.c), so parsers running at once
/// on different threads corrupt each other's documents.
private let cmarkParsing = ParseLock()

/// A plain mutex held across a parse and the caller's use of the tree (Synchronization's `Mutex`
/// cannot hand back a result that is not `Sendable`).
private final class ParseLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}

/// Parses Markdown bytes with cmark-gfm and lends out the document's root node.
enum CmarkTree {
    /// The GFM extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Parses `bytes`, calls `body` with the root node, and frees the tree afterwards.
    ///
    /// The nodes handed to `body` are valid only during the call.
    static func withDocument<Result>(parsing bytes: [UInt8], _ body: (CmarkNode) -> Result) -> Result {
        _ = coreExtensionsRegistered
        cmarkParsing.lock()
        defer { cmarkParsing.unlock() }
        return parse(bytes, body)
    }

    private static func parse<Result>(_ bytes: [UInt8], _ body: (CmarkNode) -> Result) -> Result {
        guard let parser = cmark_parser_new(kiji_cmark_options()) else {
            preconditionFailure("cmark-gfm could not allocate a parser")
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            preconditionFailure("cmark-gfm could not allocate a document")
        }
        defer { cmark_node_free(root) }
        return body(CmarkNode(root))
    }
}

/// A borrowed cmark-gfm node with typed accessors; valid only while its tree lives.
struct CmarkNode: Hashable {
    /// The C node.
    let raw: OpaquePointer

    /// Wraps a C node.
    init(_ raw: OpaquePointer) {
        self.raw = raw
    }

    /// The first child, if any.
    var firstChild: CmarkNode? { cmark_node_first_child(raw).map(CmarkNode.init) }
    /// The next sibling, if any.
    var next: CmarkNode? { cmark_node_next(raw).map(CmarkNode.init) }
    /// The parent, if any.
    var parent: CmarkNode? { cmark_node_parent(raw).map(CmarkNode.init) }

    /// What kind of node this is, core or extension.
    var kind: CmarkNodeKind {
        switch cmark_node_get_type(raw) {
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: .footnoteDefinition
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: .footnoteReference
        default: extensionKind
        }
    }

    /// The kind of an extension node, told by its type string.
    private var extensionKind: CmarkNodeKind {
        switch cmark_node_get_type_string(raw).map({ String(cString: $0) }) {
        case "table": .table
        case "strikethrough": .strikethrough
        default: .other
        }
    }

    /// The literal text of a text, code, HTML or footnote-reference node; empty for other nodes.
    var literal: String { cmark_node_get_literal(raw).map { String(cString: $0) } ?? "" }
    /// Whether the literal is empty, told without copying it.
    var hasEmptyLiteral: Bool { cmark_node_get_literal(raw).map { $0.pointee == 0 } ?? true }
    /// The literal as lines without terminators (`\n` or `\r\n`); a final line break ends the last line.
    var literalLines: [String] {
        let text = literal
        guard !text.isEmpty else { return [] }
        let newline = UInt8(ascii: "\n")
        var lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
        }
        if text.utf8.last == newline { lines.removeLast() }
        return lines
    }
    /// The URL of a link or image.
    var url: String { cmark_node_get_url(raw).map { String(cString: $0) } ?? "" }
    /// The info string of a fenced code block.
    var fenceInfo: String { cmark_node_get_fence_info(raw).map { String(cString: $0) } ?? "" }
    /// The level of a heading.
    var headingLevel: Int { Int(cmark_node_get_heading_level(raw)) }
    /// The kind of a list, with its start number if ordered.
    var listKind: ListKind {
        cmark_node_get_list_type(raw) == CMARK_ORDERED_LIST
            ? .ordered(start: Int(cmark_node_get_list_start(raw))) : .bullet
    }
    /// Whether a list is tight.
    var isTightList: Bool { cmark_node_get_list_tight(raw) != 0 }
    /// The task state of a list item, or `nil` when it is not a task-list item.
    var taskState: TaskState? {
        guard cmark_node_get_type_string(raw).map({ String(cString: $0) }) == "tasklist" else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(raw) ? .checked : .unchecked
    }
    /// Whether a table row is the header row.
    var isTableHeader: Bool { cmark_gfm_extensions_get_table_row_is_header(raw) != 0 }
    /// The column alignments of a table.
    var tableAlignments: [TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(raw))
        guard let codes = cmark_gfm_extensions_get_table_alignments(raw) else {
            return Array(repeating: .none, count: count)
        }
        return (0..<count).map { column in
            switch codes[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }
}

/// The kinds of cmark-gfm node that MarkdownText tells apart; everything else is `other`.
enum CmarkNodeKind {
    case blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
    case footnoteDefinition, table
    case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough, link, image
    case footnoteReference, other
}
