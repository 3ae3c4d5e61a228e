import CHTMLParser
import LeanFoundation

/// The plain text of a piece of HTML, such as a feed entry's excerpt: tags dropped, entities
/// decoded, line breaks kept, with libxml2's HTML parser.
///
/// Qiita's excerpts are text whose HTML entities were escaped once more (`-&amp;gt;` in the XML),
/// so after the XML parser they still hold `-&gt;`, which this decodes.
enum HTMLPlainText {
    /// Elements after which a line ends.
    private static let lineEnding: Set<String> = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote"]

    /// The text of `html`, each line trimmed at its end, without blank lines at either end.
    static func text(of html: String) -> String {
        let collector = TextCollector()
        let parser = kiji_html_parser_new(
            Unmanaged.passUnretained(collector).toOpaque(),
            { _, _, _ in },
            { user, name in
                guard let user, let name else { return }
                let collector = Unmanaged<TextCollector>.fromOpaque(user).takeUnretainedValue()
                if HTMLPlainText.lineEnding.contains(String(cString: name)) { collector.bytes.append(0x0A) }
            },
            { user, characters, length in
                guard let user, let characters, length > 0 else { return }
                let collector = Unmanaged<TextCollector>.fromOpaque(user).takeUnretainedValue()
                characters.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                    collector.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(length)))
                }
            })
        guard let parser else { return "" }
        withExtendedLifetime(collector) {
            let bytes = Array(html.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { kiji_html_parser_feed(parser, $0.baseAddress, Int32(clamping: $0.count)) }
            }
            kiji_html_parser_finish(parser)
            kiji_html_parser_free(parser)
        }
        let lines = TextLines.lines(of: String(decoding: collector.bytes, as: UTF8.self)).map(TextLines.trimmingEnd)
        let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
        let last = lines.lastIndex { !$0.isEmpty } ?? first
        return first < lines.endIndex ? lines[first...last].joined(separator: "\n") : ""
    }
}

/// The bytes of text the HTML parser reported.
private final class TextCollector {
    var bytes: [UInt8] = []
}
