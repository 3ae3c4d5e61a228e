/// Markdown bodies built to make a parser or a layout slow or greedy, with what a complete print of
/// each must show.
///
/// The first group follows the cases of cmark's own `test/pathological_tests.py` (nested emphasis,
/// many openers and closers, nested brackets, deep quotes and lists, backticks, unclosed links,
/// many references); the second targets Qiita's layers on top of cmark-gfm (`<details>`, `:::note`,
/// HTML, math, shortcodes, mentions, CJK text, tables). Each case ends with a marker word in its
/// last block, so a print that stops early misses it. The sizes are the largest cmark's suite has
/// used (it has since cut them to a half or a quarter): the backticks reach 9,999 in a row, 50 MB in
/// one paragraph. Three cases are smaller: two that Debian's libcmark-gfm (0.29.0.gfm.6) parses in
/// quadratic time, which cmark fixed after it (30,000 nested list markers over 30,000 empty lines
/// take it about 85 s, and 100,000 `>` before 100,000 `a*` about 2 minutes, so here they are 2,000
/// and 5,000), and many references, whose 800,000 definitions cmark's suite let fail and then left
/// out (cmark-gfm alone takes a second on them), so here they are 20,000. cmark's "issue #389" and
/// "pattern ![[]() repeated" are not here: that libcmark-gfm takes over 20 s on each.
public enum PathologicalMarkdown {
    /// One pathological body and what a complete print of it contains.
    public struct Case: Sendable {
        /// A short name for reports.
        public let name: String
        /// Texts the printed article contains at least as many times as given, once its lines are
        /// joined (none holds a space, where wrapping drops characters).
        public let expected: [(text: String, count: Int)]
        private let build: @Sendable () -> String

        /// The Markdown, built anew on each call (some cases are megabytes).
        public var markdown: String { build() }

        init(name: String, expected: [(text: String, count: Int)], build: @escaping @Sendable () -> String) {
            self.name = name
            self.expected = expected
            self.build = build
        }
    }

    /// The marker word each case ends with.
    public static let endMarker = "ENDMARK"

    /// Every case, cmark's first.
    public static var all: [Case] { cmarkCases + qiitaCases }

    /// The cases of cmark's suite.
    public static var cmarkCases: [Case] {
        [
            make("nested strong emph", String(repeating: "*a **a ", count: 65_000) + "b" + String(repeating: " a** a*", count: 65_000), ("a", 260_000)),
            make("many emph closers with no openers", String(repeating: "a_ ", count: 65_000), ("a_", 65_000)),
            make("many emph openers with no closers", String(repeating: "_a ", count: 65_000), ("_a", 65_000)),
            make("many link closers with no openers", String(repeating: "a] ", count: 65_000), ("a]", 65_000)),
            make("many link openers with no closers", String(repeating: "[a ", count: 65_000), ("[a", 65_000)),
            make("mismatched openers and closers", String(repeating: "*a_ ", count: 50_000), ("a_", 50_000)),
            make("openers and closers multiple of 3", "a**b " + String(repeating: "c* ", count: 50_000), ("c*", 50_000)),
            make("link openers and emph closers", String(repeating: "[ a_", count: 50_000), ("a_", 50_000)),
            make("pattern [ (]( repeated", String(repeating: "[ (](", count: 80_000), ("(](", 80_000)),
            make("nested brackets", String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000), ("[[[[", 12_000)),
            make("nested block quotes", String(repeating: "> ", count: 50_000) + "a", ("│", 1)),
            make("deeply nested lists", (0..<1_000).map { String(repeating: "  ", count: $0) + "* a\($0)\n" }.joined(), ("a999", 1)),
            make("backticks", (1..<10_000).map { "e" + String(repeating: "`", count: $0) }.joined(), ("e", 9_999)),
            make("unclosed links A", String(repeating: "[a](<b ", count: 50_000), ("[a](<b", 50_000)),
            make("unclosed links B", String(repeating: "[a](b ", count: 50_000), ("[a](b", 50_000)),
            make("unclosed comments", "</" + String(repeating: "<!-- ", count: 300_000), ("<!--", 300_000)),
            make("empty lines in deeply nested lists", String(repeating: "- ", count: 2_000) + "x" + String(repeating: "\n", count: 2_000), ("x", 1)),
            make("emph in deep blockquote", String(repeating: ">", count: 5_000) + String(repeating: "a* ", count: 5_000), ("a*", 5_000)),
            make("many references", (0..<20_000).map { "[r\($0)]: https://example.com/\($0)\n" }.joined() + "\n" + (0..<20_000).map { "[r\($0)] " }.joined(), ("https://example.com/", 20_000)),
        ]
    }

    /// The cases of Qiita's own layers.
    public static var qiitaCases: [Case] {
        [
            make("nested details", String(repeating: "<details><summary>sum</summary>\n\n", count: 2_000) + "inner\n\n" + String(repeating: "</details>\n\n", count: 2_000), ("sum", 2_000)),
            make("nested notes", String(repeating: ":::note info\n", count: 2_000) + "inner\n" + String(repeating: ":::\n", count: 2_000), ("Note", 32)),
            make("unclosed HTML", String(repeating: "<div><span><b>t ", count: 20_000), ("t", 20_000)),
            make("many dollars", String(repeating: "$a ", count: 50_000), ("a", 50_000)),
            make("deep frac", "$" + String(repeating: "\\frac{", count: 5_000) + "1" + String(repeating: "}{2}", count: 5_000) + "$", ("2", 5_000)),
            make("many shortcodes", String(repeating: ":smile: ", count: 50_000), ("\u{1F604}", 50_000)),
            make("many mentions", String(repeating: "@user1 ", count: 50_000), ("@user1", 50_000)),
            make("one long word", String(repeating: "x", count: 1_000_000), ("xxxxxxxx", 120_000)),
            make("long CJK run", String(repeating: "漢字かな", count: 100_000), ("漢", 100_000)),
            make("wide table", table(columns: 2_000, rows: 3), ("c1999", 3)),
            make("tall table", table(columns: 3, rows: 30_000), ("r29999c", 1)),
        ]
    }

    /// One paragraph of about `bytes` bytes: ordinary words, or (`oneWord`) a single word.
    public static func paragraph(bytes: Int, oneWord: Bool) -> String {
        guard !oneWord else { return String(repeating: "x", count: bytes) }
        let words = ["layout", "memory", "paragraph", "terminal", "kinsoku", "width", "line", "break"]
        var text = ""
        text.reserveCapacity(bytes + 16)
        var index = 0
        while text.utf8.count < bytes {
            text += words[index % words.count]
            text += " "
            index += 1
        }
        return text
    }

    /// A GFM table with a header and `rows` rows of `columns` cells, each cell naming its place.
    private static func table(columns: Int, rows: Int) -> String {
        var lines = ["|" + (0..<columns).map { " h\($0) |" }.joined(), "|" + String(repeating: " --- |", count: columns)]
        for row in 0..<rows {
            lines.append("|" + (0..<columns).map { " r\(row)c\($0) |" }.joined())
        }
        return lines.joined(separator: "\n")
    }

    private static func make(_ name: String, _ body: @autoclosure @escaping @Sendable () -> String, _ expected: (String, Int)) -> Case {
        Case(name: name, expected: [expected, (endMarker, 1)]) { body() + "\n\n" + endMarker + "\n" }
    }
}
