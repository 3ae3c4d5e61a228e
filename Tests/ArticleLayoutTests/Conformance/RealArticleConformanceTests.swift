import ArticleLayout
import MarkdownText
import TerminalUI
import Conformance
import Testing

/// Every real article and every recorded API body, laid out as Qiita readers would see it.
@Suite("Conformance: real Qiita articles")
struct RealArticleConformanceTests {
    static let widths = [20, 40, 80, 100, 200]

    /// The sources under test: each article by name, and each API body by its index.
    static let sources: [String] = {
        let articles = (try? ConformanceMaterial.articleNames()) ?? ["articles (missing)"]
        let bodies = ((try? ConformanceMaterial.apiBodies()) ?? [""]).indices.map { "api body \($0)" }
        return articles + bodies
    }()

    private func markdown(_ source: String) throws -> String {
        if source.hasPrefix("api body ") {
            let index = try #require(Int(source.dropFirst("api body ".count)))
            return try ConformanceMaterial.apiBodies()[index]
        }
        return try ConformanceMaterial.articleBody(source)
    }

    /// The body laid out at `width`, every foldable section open so their contents are checked too.
    private func lines(_ document: Document, width: Int) -> [StyledLine] {
        MarkdownLayout.lines(for: document, width: width, theme: .standard, folding: .allOpen(in: document))
    }

    @Test(arguments: sources)
    func everyLine_fitsTheWidth(source: String) throws {
        let document = MarkdownParser.parse(try markdown(source))
        for width in Self.widths {
            let breaches = ConformanceChecks.overflows(lines(document, width: width), width: width)
            #expect(breaches.isEmpty, "\(source) at \(width): \(breaches.prefix(3))")
        }
    }

    @Test(arguments: sources)
    func noAllowListedTagText_showsOutsideCode(source: String) throws {
        let document = MarkdownParser.parse(try markdown(source))
        for width in Self.widths {
            let breaches = try ConformanceChecks.tagText(lines(document, width: width), theme: .standard)
            #expect(breaches.isEmpty, "\(source) at \(width): \(breaches.prefix(3))")
        }
    }

    @Test(arguments: sources)
    func everyHandBreakOfTheSource_endsALine(source: String) throws {
        let markdown = try markdown(source)
        let document = MarkdownParser.parse(markdown)
        let ends = HandBreaks.ends(in: markdown)
        for width in Self.widths {
            let shown = HandBreaks.lineEnds(lines(document, width: width), matching: Set(ends.keys))
            let missing = ends.filter { shown[$0.key, default: 0] < $0.value }.map { "…\($0.key) (\($0.value) in the source, \(shown[$0.key, default: 0]) shown)" }
            #expect(missing.isEmpty, "\(source) at \(width): hand breaks lost: \(missing.sorted().prefix(5))")
        }
    }

    @Test(arguments: sources)
    func noLine_startsWithAForbiddenKinsokuCharacter(source: String) throws {
        let document = MarkdownParser.parse(try markdown(source))
        for width in Self.widths {
            let breaches = ConformanceChecks.kinsokuBreaches(lines(document, width: width), width: width, theme: .standard)
            #expect(breaches.isEmpty, "\(source) at \(width): \(breaches.prefix(3))")
        }
    }

    /// The widths the order, balance and image checks print at.
    static let printWidths = [40, 80, 120]

    /// The articles alone, for the checks that read their Markdown sources.
    static let articles: [String] = (try? ConformanceMaterial.articleNames()) ?? ["articles (missing)"]

    private func outlines(_ article: String, width: Int) throws -> (source: SourceOutline, printed: PrintedOutline) {
        let markdown = try markdown(article)
        let document = MarkdownParser.parse(markdown)
        let printed = PrintedOutline(
            lines(document, width: width), theme: .standard, imageWord: ArticleWords.english.image, hasLinkList: !document.links.isEmpty)
        return (SourceOutline(markdown: markdown), printed)
    }

    @Test(arguments: articles)
    func everyWordOfTheProse_printsInTheSourcesOrder(article: String) throws {
        for width in Self.printWidths {
            let (source, printed) = try outlines(article, width: width)
            let ratio = Double(ProseOrder.commonLength(source.prose, printed.prose)) / Double(max(1, source.prose.count))
            #expect(ratio >= 0.98, "\(article) at \(width): \(ratio); first break: \(ProseOrder.firstBreak(source.prose, printed.prose) ?? "none")")
        }
    }

    @Test(arguments: articles)
    func noGutterIndentOrTable_runsPastTheBlockThatOpenedIt(article: String) throws {
        for width in Self.printWidths {
            let (source, printed) = try outlines(article, width: width)
            #expect(
                printed.tablesBeforeHeadings == source.tablesBeforeHeadings,
                "\(article) at \(width): tables before each top-level heading, printed \(printed.tablesBeforeHeadings), source \(source.tablesBeforeHeadings)")
        }
    }

    @Test(arguments: articles)
    func everyImage_printsAsAnImageOrAPlaceholder(article: String) throws {
        for width in Self.printWidths {
            let (source, printed) = try outlines(article, width: width)
            #expect(printed.images == source.images, "\(article) at \(width): \(printed.images) images printed, \(source.images) in the source")
        }
    }

    @Test(arguments: articles)
    func theOutline_holdsEveryTopLevelHeadingOfTheSource(article: String) throws {
        let markdown = try markdown(article)
        let document = MarkdownParser.parse(markdown)
        let headings = SourceOutline(markdown: markdown).tablesBeforeHeadings.count
        for width in Self.printWidths {
            let laid = lines(document, width: width)
            let outline = ArticleOutline(lines: laid)
            #expect(outline.headings.count == headings, "\(article) at \(width): \(outline.headings.count) in the outline, \(headings) in the source")
            #expect(outline.headings.allSatisfy { !$0.text.isEmpty && laid[$0.line].headingLevel == $0.level }, "\(article) at \(width)")
        }
    }

    @Test func material_isThereAndWhole() throws {
        #expect(try ConformanceMaterial.articleNames().count == 32)
        #expect(try ConformanceMaterial.apiBodies().count == 20)
    }
}
