import MarkdownText
import TerminalUI
import Testing

@testable import KijiModules

@Suite("The detail screen's lines")
struct ItemDetailLayoutTests {
    private func model(body: String) -> ItemDetailViewModel {
        ItemDetailViewModel(
            title: "Title", authorLogin: "@alice", authorName: "Alice", tags: ["Swift"], counts: "1 likes · 0 stocks",
            dates: "Posted 2026-11-20", url: "https://qiita.com/alice/items/0123456789abcdef0123",
            body: MarkdownParser.parse(body))
    }

    private func targets(_ lines: [StyledLine]) -> [String] {
        lines.flatMap { $0.spans.compactMap(\.link) }
    }

    @Test func header_offersAuthorTagAndAddressAsLinkTargets() {
        let lines = ItemDetailLayout.lines(for: model(body: "Hello"), width: 60, theme: .standard)
        #expect(targets(lines) == ["kiji:author", "kiji:tag:Swift", "https://qiita.com/alice/items/0123456789abcdef0123"])
    }

    @Test func bodyLinksToTheAppScheme_cannotNavigateTheApp() {
        let lines = ItemDetailLayout.lines(
            for: model(body: "[me](kiji:author) and [tag](kiji:tag:Evil) and [web](https://example.com/)"),
            width: 60, theme: .standard)
        #expect(targets(lines).filter { $0.hasPrefix("kiji:") } == ["kiji:author", "kiji:tag:Swift"])
        #expect(targets(lines).contains("https://example.com/"))
    }

    @Test func everyLine_fitsTheWidth() {
        for width in [1, 2, 5, 20, 80] {
            let lines = ItemDetailLayout.lines(for: model(body: "# 見出し\n\n本文です。" + String(repeating: "長い行", count: 40)), width: width, theme: .standard)
            #expect(lines.allSatisfy { $0.width <= width })
        }
    }
}
