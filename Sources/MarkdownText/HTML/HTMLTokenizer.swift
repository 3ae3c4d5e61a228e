import CHTMLParser

/// One thing libxml2's HTML parser reports: an element starting or ending, or text.
enum HTMLEvent: Equatable {
    /// An element starts; its name is lower case, and only the attributes MarkdownText reads are kept.
    case start(String, attributes: [String: String])
    /// An element ends, written or implied (libxml2 closes elements the way browsers do).
    case end(String)
    /// Text, with entities decoded.
    case text(String)
}

/// Reads the HTML of one Markdown document, piece by piece, with libxml2's HTML push parser.
///
/// An article's HTML comes in pieces: HTML blocks and inline tags with Markdown between them, where an
/// element may open in one piece and close in a later one. One push parser per document sees every
/// piece in order, so it keeps the open elements across them, balances end tags the way a browser does
/// and decodes entities; each `events(feeding:)` hands back what the piece produced. Comments are
/// dropped. libxml2 is not recursive here and keeps its own size limits, so deep nesting, unclosed
/// tags and huge attributes cost memory in proportion to the input and nothing else.
final class HTMLTokenizer {
    /// The attributes MarkdownText reads; every other attribute is dropped.
    private static let keptAttributes: Set<String> = ["href", "src", "alt", "open", "checked", "type", "class", "start", "align", "width"]

    /// The empty comment appended to each piece: text before a `<` is reported at once, so text at the
    /// end of a piece is not held back until the next one.
    private static let flush = Array("<!---->".utf8)

    private var parser: OpaquePointer?
    private var pending: [HTMLEvent] = []
    private var text = ""

    deinit {
        kiji_html_parser_free(parser)
    }

    /// Feeds the next piece of HTML and returns the events it completed.
    func events(feeding html: String) -> [HTMLEvent] {
        guard let parser = started() else { return [] }
        let bytes = Array(html.utf8) + Self.flush
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                kiji_html_parser_feed(parser, chars.baseAddress, Int32(clamping: chars.count))
            }
        }
        return takeEvents()
    }

    /// Ends the document, closing every element still open, and returns the last events.
    func finish() -> [HTMLEvent] {
        guard let parser else { return [] }
        kiji_html_parser_finish(parser)
        return takeEvents()
    }

    /// The parser, created on first use so that documents without HTML cost nothing.
    private func started() -> OpaquePointer? {
        if let parser { return parser }
        parser = kiji_html_parser_new(Unmanaged.passUnretained(self).toOpaque(), { user, name, attributes in
            HTMLTokenizer.from(user)?.started(name, attributes)
        }, { user, name in
            HTMLTokenizer.from(user)?.ended(name)
        }, { user, characters, length in
            HTMLTokenizer.from(user)?.received(characters, length)
        })
        return parser
    }

    /// The events collected so far, with buffered text closed off.
    private func takeEvents() -> [HTMLEvent] {
        flushText()
        defer { pending.removeAll() }
        return pending
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> HTMLTokenizer? {
        user.map { Unmanaged<HTMLTokenizer>.fromOpaque($0).takeUnretainedValue() }
    }

    private func started(_ name: UnsafePointer<CChar>?, _ attributes: UnsafePointer<UnsafePointer<CChar>?>?) {
        guard let name else { return }
        flushText()
        var kept: [String: String] = [:]
        if let attributes {
            var index = 0
            while let key = attributes[index] {
                let keyName = String(cString: key).lowercased()
                if Self.keptAttributes.contains(keyName), kept[keyName] == nil {
                    kept[keyName] = attributes[index + 1].map { String(cString: $0) } ?? ""
                }
                index += 2
            }
        }
        pending.append(.start(String(cString: name).lowercased(), attributes: kept))
    }

    private func ended(_ name: UnsafePointer<CChar>?) {
        guard let name else { return }
        flushText()
        pending.append(.end(String(cString: name).lowercased()))
    }

    private func received(_ characters: UnsafePointer<CChar>?, _ length: Int32) {
        guard let characters, length > 0 else { return }
        let bytes = UnsafeRawBufferPointer(start: characters, count: Int(length))
        text += String(decoding: bytes, as: UTF8.self)
    }

    private func flushText() {
        guard !text.isEmpty else { return }
        pending.append(.text(text))
        text = ""
    }
}
