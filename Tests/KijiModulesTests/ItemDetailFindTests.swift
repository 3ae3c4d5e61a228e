import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// The find in an article: `/` opens the prompt, Enter finds, `n` and `N` move through the
/// matches, the status bar counts them and the matches are marked where they are drawn.
@MainActor
@Suite("Item detail: the find (/, n, N)")
struct ItemDetailFindTests {
    private let host = SpyScreenHost()
    private let navigator = SpyNavigator()

    /// Sixty paragraphs, every fifth of which says "kiji": twelve matches down a long article.
    private let body = (1...60).map { $0 % 5 == 0 ? "Paragraph \($0) is about kiji." : "Paragraph \($0)." }.joined(separator: "\n\n")

    private func opened() async throws -> DetailScreen {
        try await DetailScreen.open(Fixture.item("f", tags: [], body: body), from: .all, navigator: navigator, host: host)
    }

    /// Presses `/`, types `text` into the prompt it opens and presses Enter.
    private func find(_ text: String, on detail: DetailScreen) throws {
        #expect(detail.screen.handle(.character("/")))
        let prompt = try #require(host.prompt)
        for character in text { #expect(prompt.handle(.character(character))) }
        #expect(!prompt.handle(.enter))
    }

    /// The status bar's count, if it shows one.
    private func count(of detail: DetailScreen) -> String? {
        detail.screen.status.facts.map(\.string).first { $0.contains("/") }
    }

    /// The row and column where `text` is drawn, after drawing the screen afresh.
    private func place(of text: String, in detail: DetailScreen) -> (row: Int, column: Int)? {
        for (row, line) in detail.drawnRows().enumerated() {
            if let range = line.range(of: text) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    @Test func findingAWord_countsItsMatchesInTheStatusBar() async throws {
        let detail = try await opened()
        try find("kiji", on: detail)
        #expect(count(of: detail) == "1/12")
    }

    @Test func n_movesToEachMatchInTurn_andBringsItIntoView() async throws {
        let detail = try await opened()
        try find("kiji", on: detail)
        for number in 2...12 {
            #expect(detail.screen.handle(.character("n")))
            #expect(count(of: detail) == "\(number)/12")
            let shown = try #require(place(of: "Paragraph \(number * 5) is about kiji", in: detail))
            let cell = detail.terminal.cell(row: shown.row, column: shown.column + "Paragraph \(number * 5) is about ".count)
            #expect(cell?.style == Theme.standard[.selection])
        }
        #expect(detail.screen.handle(.character("n")))
        #expect(count(of: detail) == "1/12")
    }

    @Test func capitalN_fromTheFirstMatch_goesRoundToTheLast() async throws {
        let detail = try await opened()
        try find("kiji", on: detail)
        #expect(detail.screen.handle(.character("N")))
        #expect(count(of: detail) == "12/12")
        #expect(place(of: "Paragraph 60 is about kiji", in: detail) != nil)
    }

    @Test func theOtherMatchesInView_areMarkedInTheMatchStyle() async throws {
        let detail = try await opened()
        try find("paragraph", on: detail)
        #expect(count(of: detail) == "1/60")
        let second = try #require(place(of: "Paragraph 2.", in: detail))
        #expect(detail.terminal.cell(row: second.row, column: second.column)?.style == Theme.standard[.match])
    }

    @Test func aWordNotInTheArticle_isSaidNotFound_andCountsNothing() async throws {
        let detail = try await opened()
        try find("newsboat", on: detail)
        #expect(host.lastNote == "Not found: newsboat")
        #expect(count(of: detail) == nil)
    }

    @Test func nBeforeAnyFind_saysHowToFind() async throws {
        let detail = try await opened()
        #expect(detail.screen.handle(.character("n")))
        #expect(host.lastNote == "Nothing to find yet: press / and type a word.")
    }

    @Test func findingWhiteSpace_endsTheFind() async throws {
        let detail = try await opened()
        try find("kiji", on: detail)
        try find(" ", on: detail)
        #expect(count(of: detail) == nil)
        let second = try #require(place(of: "Paragraph 5 is about kiji", in: detail))
        let cell = detail.terminal.cell(row: second.row, column: second.column + "Paragraph 5 is about ".count)
        #expect(cell?.style != Theme.standard[.match])
        #expect(cell?.style != Theme.standard[.selection])
    }

    @Test func aNarrowerTerminal_keepsTheMatchLookedAt_andNBringsTheNextIntoItsView() async throws {
        let detail = try await opened()
        try find("kiji", on: detail)
        #expect(detail.screen.handle(.character("n")))
        #expect(detail.screen.handle(.character("n")))
        let narrow = MemoryTerminal(size: TerminalSize(rows: 12, columns: 40))
        narrow.beginFrame()
        detail.screen.draw(in: Canvas(terminal: narrow), theme: .standard)
        #expect(count(of: detail) == "3/12")
        #expect(detail.screen.handle(.character("n")))
        narrow.beginFrame()
        detail.screen.draw(in: Canvas(terminal: narrow), theme: .standard)
        #expect(count(of: detail) == "4/12")
        #expect(narrow.rows.contains { $0.contains("Paragraph 20 is about") })
    }
}
