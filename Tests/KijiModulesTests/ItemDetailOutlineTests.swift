import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// The outline of an article: `t` opens its headings over it, Enter goes to one, `[` and `]` move
/// by heading, and the status bar names the section once its heading has scrolled away.
@MainActor
@Suite("Item detail: the outline (t, [, ])")
struct ItemDetailOutlineTests {
    private let host = SpyScreenHost()
    private let navigator = SpyNavigator()

    /// Five sections of forty paragraphs each, far longer than the 20 rows the screen is drawn in.
    private let body = (1...5).map { section in
        "## Section \(section)\n\n" + (1...40).map { "Paragraph \(section).\($0)." }.joined(separator: "\n\n")
    }.joined(separator: "\n\n")

    private func opened(body: String? = nil) async throws -> DetailScreen {
        try await DetailScreen.open(Fixture.item("o", tags: [], body: body ?? self.body), from: .all, navigator: navigator, host: host)
    }

    /// The first row of the pager, after drawing the screen afresh.
    private func topRow(of detail: DetailScreen) -> String {
        String((detail.drawnRows().first ?? "").reversed().drop { $0 == " " }.reversed())
    }

    /// Opens the outline with `t`; fails the test when it does not open.
    private func outline(of detail: DetailScreen) throws -> any OverlayScreen {
        #expect(detail.screen.handle(.character("t")))
        return try #require(host.overlay)
    }

    /// Every row the overlay draws over a blank `rows`×`columns` canvas.
    private func drawn(_ overlay: any OverlayScreen, rows: Int = 20, columns: Int = 80) -> [String] {
        let terminal = MemoryTerminal(size: TerminalSize(rows: rows, columns: columns))
        terminal.beginFrame()
        overlay.draw(in: Canvas(terminal: terminal), theme: .standard)
        return terminal.rows
    }

    @Test func t_listsEveryHeading_andEnterOnTheLast_putsItAtTheTopOfTheView() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        let overlay = try outline(of: detail)
        let rows = drawn(overlay)
        #expect((1...5).allSatisfy { number in rows.contains { $0.contains("Section \(number)") } })
        #expect(overlay.handle(.character("G")))
        #expect(!overlay.handle(.enter))
        #expect(topRow(of: detail) == "Section 5")
    }

    @Test func theSectionBeingRead_isMarkedAndChosenFirst() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("]")))
        #expect(detail.screen.handle(.character("]")))
        #expect(detail.screen.handle(.character("j")))
        let overlay = try outline(of: detail)
        let marked = drawn(overlay).filter { $0.contains("▸") }
        #expect(marked.count == 1 && marked[0].contains("Section 2"))
        #expect(!overlay.handle(.enter))
        #expect(topRow(of: detail) == "Section 2")
    }

    @Test func anyOtherKey_closesTheOutline_leavingTheViewWhereItWas() async throws {
        let detail = try await opened()
        let before = topRow(of: detail)
        let overlay = try outline(of: detail)
        #expect(overlay.handle(.character("j")))
        #expect(!overlay.handle(.escape))
        #expect(topRow(of: detail) == before)
    }

    @Test func closingBracket_goesToEachNextHeading_andSaysWhenThereIsNone() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        for number in 1...5 {
            #expect(detail.screen.handle(.character("]")))
            #expect(topRow(of: detail) == "Section \(number)")
        }
        #expect(detail.screen.handle(.character("]")))
        #expect(host.lastNote == "No heading below.")
    }

    @Test func openingBracket_goesToTheSectionsHeading_thenTheOneBefore() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        for _ in 1...3 { #expect(detail.screen.handle(.character("]"))) }
        #expect(detail.screen.handle(.character("j")))
        #expect(detail.screen.handle(.character("[")))
        #expect(topRow(of: detail) == "Section 3")
        #expect(detail.screen.handle(.character("[")))
        #expect(topRow(of: detail) == "Section 2")
    }

    @Test func theStatusBar_namesTheSectionOnceItsHeadingHasScrolledAway() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        for _ in 1...2 { #expect(detail.screen.handle(.character("]"))) }
        _ = detail.drawnRows()
        #expect(!detail.screen.status.facts.contains { $0.string.hasPrefix("§") })
        #expect(detail.screen.handle(.character("j")))
        _ = detail.drawnRows()
        #expect(detail.screen.status.facts.first?.string == "§ Section 2")
    }

    @Test func anArticleWithoutHeadings_saysSo_andOpensNothing() async throws {
        let detail = try await opened(body: "Only a paragraph.")
        #expect(detail.screen.handle(.character("t")))
        #expect(host.overlay == nil)
        #expect(host.lastNote == "This article has no headings.")
    }

    @Test func twoHundredHeadings_fitA40By12Screen_withTheChosenOneInView() async throws {
        let many = (1...200).map { "### Heading number \($0) of a long article" }.joined(separator: "\n\ntext\n\n")
        let detail = try await opened(body: many)
        _ = detail.drawnRows()
        let overlay = try outline(of: detail)
        #expect(overlay.handle(.character("G")))
        let rows = drawn(overlay, rows: 12, columns: 40)
        #expect(rows.contains { $0.contains("Heading number 200") })
        #expect(rows.allSatisfy { TextWidth.width(of: $0) <= 40 })
        #expect(rows.first?.contains("Outline") == true)
        #expect(overlay.handle(.pageUp))
        #expect(!drawn(overlay, rows: 12, columns: 40).contains { $0.contains("Heading number 200") })
    }
}
