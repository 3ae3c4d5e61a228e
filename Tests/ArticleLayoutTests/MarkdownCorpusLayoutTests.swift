import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownCorpusLayoutTests {
    @Test(arguments: MarkdownCorpusSamples.all.map(\.name), [80, 40])
    func corpusArticle_fitsTheWidthWithoutControlCharacters(name: String, width: Int) throws {
        let body = try #require(MarkdownCorpusSamples.all.first { $0.name == name }?.body)
        let lines = layout(body, width: width)
        expectFits(lines, width: width)
        #expect(!containsControlCharacters(lines))
        #expect(lines.count > 10)
    }

    @Test(arguments: MarkdownCorpusSamples.all.map(\.name))
    func corpusArticle_atNarrowWidths_stillFits(name: String) throws {
        let document = MarkdownParser.parse(try #require(MarkdownCorpusSamples.all.first { $0.name == name }?.body))
        for width in [1, 2, 3, 4, 6, 9, 13, 17, 25] {
            expectFits(MarkdownLayout.lines(for: document, width: width, theme: .standard), width: width)
        }
    }

    @Test(arguments: MarkdownCorpusSamples.all.map(\.name), [40, 24])
    func corpusCode_keepsEveryCharacterInItsCodeSpans(name: String, width: Int) throws {
        let body = try #require(MarkdownCorpusSamples.all.first { $0.name == name }?.body)
        let document = MarkdownParser.parse(body)
        let code = document.blocks.compactMap { block -> CodeBlock? in
            if case let .code(code) = block { code } else { nil }
        }
        let lines = MarkdownLayout.lines(for: Document(blocks: code.map(Block.code)), width: width, theme: .standard)
        let codeLooks = [Theme.Role.diffAdded, .diffRemoved, .diffHunk].map { Theme.standard[.code].merged(with: Theme.standard[$0]) }
        let shown = lines.flatMap(\.spans).filter { $0.style == Theme.standard[.code] || codeLooks.contains($0.style) }
            .map(\.text.string).joined()
        #expect(shown == code.flatMap(\.lines).map(expandingTabs).joined())
    }

    /// A code line with each tab widened to the next stop of four columns, as a terminal would.
    private func expandingTabs(_ line: String) -> String {
        var expanded = ""
        for character in line {
            if character == "\t" {
                expanded += String(repeating: " ", count: 4 - TextWidth.width(of: expanded) % 4)
            } else {
                expanded.append(character)
            }
        }
        return expanded
    }

    @Test func wideComparisonTable_degradesToRecordsOnANarrowScreen() {
        let lines = texts(MarkdownCorpusSamples.wideTable, width: 40)
        #expect(lines.first == "言語: Go")
        #expect(lines.contains { $0.hasPrefix("┄") })
    }
}
