import Foundation
import MarkdownText
import Conformance
import Testing

/// Real articles, real API bodies and the GFM spec, parsed the way Qiita would render them.
@Suite struct ParseConformanceTests {
    /// Tag text of an element Qiita allows, which must never reach a span outside code.
    private static let allowedTag = try! NSRegularExpression(
        pattern: #"<\/?(a|b|blockquote|br|caption|code|dd|del|details|div|dl|dt|em|font|h[1-6]|hr|i|img|input|ins|kbd|li|ol|p|pre|q|rp|rt|ruby|s|samp|section|span|strike|strong|sub|summary|sup|table|tbody|td|tfoot|th|thead|tr|tt|ul|var)\b"#,
        options: [.caseInsensitive])

    /// Every real article and every recorded API body, named.
    private static func realMarkdown() throws -> [(name: String, markdown: String)] {
        try ConformanceMaterial.articleNames().map { ($0, try ConformanceMaterial.original("articles/" + $0)) } + ConformanceMaterial.apiBodies().enumerated().map { ("api body \($0.offset)", $0.element) }
    }

    @Test func realArticles_showNoAllowedTagTextOutsideCode() throws {
        let sources = try Self.realMarkdown()
        #expect(sources.count == 52)
        for (name, markdown) in sources {
            for text in visibleText(of: MarkdownParser.parse(markdown)) {
                let range = NSRange(text.startIndex..., in: text)
                let match = Self.allowedTag.firstMatch(in: text, range: range).map { (text as NSString).substring(with: $0.range) }
                #expect(match == nil, "\(name): tag text \(match ?? "") in \(text.prefix(120).debugDescription)")
            }
        }
    }

    @Test func realArticles_showNoRawDisplayMathOrFractions() throws {
        for (name, markdown) in try Self.realMarkdown() {
            for text in visibleText(of: MarkdownParser.parse(markdown)) {
                #expect(!text.contains("$$") && !text.contains("\\frac"), "\(name): TeX source in \(text.prefix(120).debugDescription)")
            }
        }
    }

    @Test func realArticles_leakNoPlaceholderTokens() throws {
        for (name, markdown) in try Self.realMarkdown() {
            let document = MarkdownParser.parse(markdown)
            let code = allBlocks(in: document.blocks).flatMap { block -> [String] in
                if case let .code(code) = block { code.lines } else { [] }
            }
            for text in visibleText(of: document) + code + document.links.map(\.url) {
                #expect(!text.contains("kijiq") && !text.contains("kijinote"), "\(name): a placeholder token in \(text.prefix(120).debugDescription)")
            }
        }
    }

    @Test func realArticleWithHandBrokenLines_keepsEveryBreak() throws {
        let markdown = try ConformanceMaterial.original("articles/01-torifuku-036be30164bab7d6baa8.md")
        let paragraphs = MarkdownParser.parse(markdown).blocks.compactMap { block -> String? in
            if case let .paragraph(spans) = block { spans.plainText } else { nil }
        }
        #expect(paragraphs.contains { $0.contains("\n") })
        #expect(!paragraphs.contains { $0.contains("。 ") })
    }

    @Test func gfmSpecExamples_parseWithoutCrashing() throws {
        let examples = try ConformanceMaterial.specExamples("gfm/spec.txt") + ConformanceMaterial.specExamples("gfm/extensions.txt")
        #expect(examples.count > 600)
        for example in examples {
            _ = MarkdownParser.parse(example)
        }
    }

    /// The text of every span outside code, and of every display formula, in the document.
    private func visibleText(of document: Document) -> [String] {
        allSpans(in: document.blocks + document.footnotes.flatMap(\.blocks)).filter { !$0.style.contains(.code) }.map(\.text)
            + allBlocks(in: document.blocks).flatMap { block -> [String] in
                if case let .math(math) = block { math.lines } else { [] }
            }
    }
}
