import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// An article opened from the kept search: it opens with the query found, as `/` would find it,
/// the first match looked at and counted, and `n` and `N` moving on from there.
@MainActor
@Suite("Item detail: opened with the kept search's words found")
struct ItemDetailOpeningFindTests {
    private let host = SpyScreenHost()
    private let navigator = SpyNavigator()

    /// Sixty paragraphs, every tenth of which says "形態素解析" mid-sentence: six matches down a long article.
    private let body = (1...60).map { $0 % 10 == 0 ? "第\($0)段落では形態素解析を使う。" : "Paragraph \($0)." }.joined(separator: "\n\n")

    private func opened(findingWith query: String, shown: String = "第10段落") async throws -> DetailScreen {
        try await DetailScreen.open(
            Fixture.item("f", tags: [], body: body), origin: .keptSearch(query), navigator: navigator, host: host, shown: shown)
    }

    private func count(of detail: DetailScreen) -> String? {
        detail.screen.status.facts.map(\.string).first { $0.contains("/") }
    }

    /// Whether the cell where `text` starts is drawn in `style`.
    private func isDrawn(_ text: String, in style: Style, on detail: DetailScreen) -> Bool {
        for (row, line) in detail.drawnRows().enumerated() {
            guard let range = line.range(of: text) else { continue }
            let column = line[..<range.lowerBound].reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
            return detail.terminal.cell(row: row, column: column)?.style == style
        }
        return false
    }

    @Test func theArticle_opensAtTheFirstMatch_countedAndLookedAt() async throws {
        let detail = try await opened(findingWith: "形態素解析")
        #expect(await eventually { count(of: detail) == "1/6" })
        #expect(isDrawn("形態素解析", in: Theme.standard[.selection], on: detail))
    }

    @Test func n_andN_moveFromTheFirstMatch() async throws {
        let detail = try await opened(findingWith: "形態素解析")
        #expect(await eventually { count(of: detail) == "1/6" })
        #expect(detail.screen.handle(.character("n")))
        #expect(count(of: detail) == "2/6")
        #expect(detail.drawnRows().contains { $0.contains("第20段落") })
        #expect(detail.screen.handle(.character("N")))
        #expect(detail.screen.handle(.character("N")))
        #expect(count(of: detail) == "6/6")
    }

    @Test func wordsNotInTheBody_stillOpenTheArticle_sayingNotFound() async throws {
        let detail = try await opened(findingWith: "zzqx", shown: "Paragraph 1.")
        #expect(await eventually { host.lastNote == "Not found: zzqx" })
        #expect(count(of: detail) == nil)
        #expect(detail.drawnRows().contains { $0.contains("Paragraph 1.") })
    }

    @Test func anArticleOpenedFromAList_findsNothing() async throws {
        let detail = try await DetailScreen.open(Fixture.item("f", tags: [], body: body), from: .all, navigator: navigator, host: host)
        await settle()
        #expect(count(of: detail) == nil)
        #expect(host.notes.isEmpty)
    }
}
