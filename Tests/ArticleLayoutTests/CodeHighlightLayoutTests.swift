import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

@Suite("Code highlights: runs over a block's text become styled ranges of its own lines")
struct CodeHighlightLayoutTests {
    private let block = CodeBlock(language: "python", filename: "a.py", lines: ["if x:", "    return 'é'"])

    private func request() throws -> CodeHighlightRequest { try #require(CodeHighlightRequest(block: block)) }

    @Test func runsAcrossTheNewline_splitIntoPerLineRanges() throws {
        let runs: [(kind: CodeTokenKind?, length: Int)] = [(.keyword, 2), (nil, 8), (.keyword, 6), (nil, 1), (.string, 3)]
        let highlight = try #require(CodeHighlight(runs: runs, for: try request()))
        #expect(highlight.tokens(ofLine: 0).map(\.kind) == [.keyword])
        #expect(highlight.tokens(ofLine: 0).map(\.range) == [0..<2])
        #expect(highlight.tokens(ofLine: 1).map(\.range) == [4..<10, 11..<14])
    }

    @Test func runsThatDoNotCoverTheTextExactly_areRefused() throws {
        #expect(CodeHighlight(runs: [(.keyword, 2)], for: try request()) == nil)
        #expect(CodeHighlight(runs: [(.keyword, 30)], for: try request()) == nil)
    }

    @Test func aDiffOfALanguage_asksForTheLanguage_withoutTheMarkers() throws {
        let diff = try #require(CodeHighlightRequest(block: CodeBlock(language: "diff_ruby", lines: ["+puts 1", "-p 2"])))
        #expect(diff.language == "ruby")
        #expect(diff.text == "puts 1\np 2")
        let highlight = try #require(CodeHighlight(runs: [(.function, 4), (nil, 6)], for: diff))
        #expect(highlight.tokens(ofLine: 0).map(\.range) == [1..<5])
    }

    @Test func highlightedBlock_drawsTokensInTheirRoles_andKeepsFrameAndFileName() throws {
        let highlight = try #require(CodeHighlight(runs: [(.keyword, 2), (nil, 8), (.keyword, 6), (nil, 1), (.string, 3)], for: try request()))
        let document = Document(blocks: [.code(block)])
        let plain = MarkdownLayout.lines(for: document, width: 40, theme: .standard)
        let coloured = MarkdownLayout.lines(
            for: document, width: 40, theme: .standard, highlights: CodeHighlights([try request(): highlight]))
        #expect(coloured.map(\.plainText) == plain.map(\.plainText))
        #expect(coloured.first == plain.first)
        let returnSpan = try #require(coloured.flatMap(\.spans).first { $0.text.string == "return" })
        #expect(returnSpan.style.foreground == Theme.standard[.codeKeyword].foreground)
        let stringSpan = try #require(coloured.flatMap(\.spans).first { $0.text.string == "'é'" })
        #expect(stringSpan.style.foreground == Theme.standard[.codeString].foreground)
    }

    @Test func qiitaFileNameFences_andHTMLCodeClasses_askForTheirLanguage() {
        let document = MarkdownParser.parse("""
            ```ruby:app.rb
            puts 1
            ```

            <pre><code class="language-go">fmt.Println(1)</code></pre>
            """)
        #expect(CodeHighlightRequests.all(in: document).map(\.language) == ["ruby", "go"])
    }

    @Test func blockWithoutALanguage_asksForNothing() {
        #expect(CodeHighlightRequest(block: CodeBlock(lines: ["x"])) == nil)
    }
}
