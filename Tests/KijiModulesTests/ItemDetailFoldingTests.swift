import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// A `<details>` section of an article, opened and closed from the keyboard.
@MainActor
struct ItemDetailFoldingTests {
    private let navigator = SpyNavigator()
    private let body = "Intro\n\n<details><summary>実行結果</summary>\n\nThe hidden output\n\n</details>\n\nOutro"

    @Test func enterOnTheSummary_opensTheSectionAndEnterAgainClosesIt() async throws {
        let detail = try await DetailScreen.open(Fixture.item("x", tags: [], body: body), from: .all, navigator: navigator)
        #expect(detail.drawnRows().contains { $0.hasPrefix("▶ 実行結果") })
        #expect(!detail.drawnRows().contains { $0.contains("The hidden output") })
        for _ in 0..<3 { _ = detail.screen.handle(.tab) }
        _ = detail.screen.handle(.enter)
        #expect(detail.drawnRows().contains { $0.hasPrefix("▼ 実行結果") })
        #expect(detail.drawnRows().contains { $0.contains("The hidden output") })
        _ = detail.screen.handle(.enter)
        #expect(!detail.drawnRows().contains { $0.contains("The hidden output") })
        #expect(navigator.pushed.isEmpty && navigator.pops == 0)
    }

    @Test func clickOnTheSummary_opensTheSection() async throws {
        let detail = try await DetailScreen.open(Fixture.item("x", tags: [], body: body), from: .all, navigator: navigator)
        let row = try #require(detail.drawnRows().firstIndex { $0.hasPrefix("▶ 実行結果") })
        #expect(detail.screen.handle(.mouse(MouseEvent(kind: .leftClick, row: row, column: 3))))
        #expect(detail.drawnRows().contains { $0.contains("The hidden output") })
    }
}
