import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownQuoteAndNoteLayoutTests {
    @Test(arguments: [80, 30])
    func quote_prefixesEveryLineWithABar(width: Int) {
        let lines = texts("> A quoted remark that is long enough to wrap on a narrow screen.", width: width)
        #expect(lines.allSatisfy { $0.hasPrefix("│ ") })
        #expect(lines.map { $0.dropFirst(2) }.joined(separator: " ") == "A quoted remark that is long enough to wrap on a narrow screen.")
        #expect(lines.count == (width == 80 ? 1 : 3))
    }

    @Test func quoteBar_usesTheQuoteStyle() throws {
        let bar = try #require(span(containing: "│", in: layout("> quoted", width: 80)))
        #expect(bar.style == Theme.standard[.quote])
    }

    @Test(arguments: [80, 30])
    func nestedQuotes_stackTheirBarsAndKeepBlankLinesInside(width: Int) {
        let lines = texts("> outer\n>\n> > inner\n>\n> back", width: width)
        #expect(lines == ["│ outer", "│", "│ │ inner", "│", "│ back"])
    }

    @Test func japaneseQuote_wrapsInsideTheBar() {
        let lines = layout("> 引用の中の日本語の文章も、バーの内側で折り返されます。", width: 20)
        expectFits(lines, width: 20)
        #expect(texts(lines).allSatisfy { $0.hasPrefix("│ ") })
        #expect(texts(lines).map { $0.dropFirst(2) }.joined() == "引用の中の日本語の文章も、バーの内側で折り返されます。")
    }

    @Test func quoteHoldingAListAndCode_laysThemOutInside() {
        let lines = texts("> - one\n> - two\n>\n> ```\n> code\n> ```", width: 80)
        #expect(lines == ["│ • one", "│ • two", "│", "│ ┌─", "│ │ code", "│ └─"])
    }

    @Test(arguments: [
        ("info", "ℹ Note"), ("warn", "⚠ Warning"), ("alert", "⛔ Alert"),
    ])
    func note_showsALabelForItsKindAndItsContentsBehindABar(kind: String, label: String) {
        for width in [80, 30] {
            let lines = texts(":::note \(kind)\nMind the gap.\n:::", width: width)
            #expect(lines == ["┃ \(label)", "┃ Mind the gap."])
        }
    }

    @Test func noteKinds_lookDifferent() throws {
        let styles = try ["info", "warn", "alert"].map { kind in
            try #require(span(containing: "┃", in: layout(":::note \(kind)\ntext\n:::", width: 80))).style
        }
        #expect(Set(styles).count == 3)
    }

    @Test func note_wrapsJapaneseContentInsideItsBar() {
        let text = "ノートの中の長い文章は、枠線の内側で折り返されて表示されます。"
        let lines = layout(":::note warn\n\(text)\n:::", width: 24)
        expectFits(lines, width: 24)
        #expect(texts(lines).allSatisfy { $0.hasPrefix("┃ ") })
        #expect(texts(lines).dropFirst().map { $0.dropFirst(2) }.joined() == text)
    }

    @Test func noteHoldingParagraphsAndAList_separatesThemInsideTheBar() {
        let lines = texts(":::note info\nFirst.\n\n1. one\n2. two\n:::", width: 80)
        #expect(lines == ["┃ ℹ Note", "┃ First.", "┃", "┃ 1. one", "┃ 2. two"])
    }
}
