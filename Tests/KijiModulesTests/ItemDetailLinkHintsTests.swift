import Foundation
import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// The link labels of an article: `F` puts one beside every link in view, typing one opens its
/// link as Enter would, and any other key leaves.
@MainActor
@Suite("Item detail: link labels (F)")
struct ItemDetailLinkHintsTests {
    private let host = SpyScreenHost()
    private let navigator = SpyNavigator()
    private let externals = StubExternalActions()

    private func opened(body: String = "Read [one](https://a.example/) and [two](https://b.example/), then [three](https://c.example/).")
        async throws -> DetailScreen
    {
        try await DetailScreen.open(
            Fixture.item("h", tags: [], body: body), from: .all, navigator: navigator, externals: externals, host: host)
    }

    /// The label drawn just beside `text` on the screen, read from the screen's cells.
    private func label(besideText text: String, in detail: DetailScreen) throws -> String {
        let hints = try #require(detail.screen.hints)
        let rows = detail.drawnRows()
        let row = try #require(rows.firstIndex { $0.contains(text) })
        let line = rows[row]
        let start = line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
        let hint = try #require(hints.shown.first { hint in
            hint.place.line - detail.screen.pager.topLine == row
                && (hint.place.columns.upperBound == start || hint.place.columns.lowerBound == start + text.count)
        })
        let drawn = detail.terminal.cell(row: row, column: hint.place.columns.lowerBound)
        #expect(drawn?.style == Theme.standard[.match].merged(with: Style(attributes: .bold)))
        return hint.label
    }

    @Test func typingTheLabelBesideALink_opensIt() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        let typed = try label(besideText: "two", in: detail)
        for letter in typed { #expect(detail.screen.handle(.character(letter))) }
        #expect(await eventually { externals.opened.map(\.absoluteString) == ["https://b.example/"] })
        #expect(detail.screen.hints == nil)
    }

    @Test func everyLabel_isUnique_andNoneIsDrawnOverALinksText() async throws {
        let detail = try await opened()
        let before = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        let hints = try #require(detail.screen.hints)
        #expect(Set(hints.hints.map(\.label)).count == hints.hints.count && hints.hints.count >= 3)
        let after = detail.drawnRows()
        for word in ["one", "two", "three", "@"] {
            #expect(after.contains { $0.contains(word) }, "\(word) is still drawn whole")
        }
        #expect(before.count == after.count)
    }

    @Test func aCodeBlock_getsALabelToo_andYCopiesItOnceItIsChosen() async throws {
        let detail = try await opened(body: "Intro.\n\n```swift\nlet answer = 42\n```")
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        let label = try label(besideText: "┌─ swift", in: detail)
        for letter in label { #expect(detail.screen.handle(.character(letter))) }
        #expect(detail.screen.hints == nil)
        #expect(detail.screen.handle(.character("y")))
        #expect(await eventually { externals.copied == ["let answer = 42"] })
    }

    @Test func scrollingUnderTheLabels_keepsEachLinksLabel() async throws {
        let body = (1...30).map { "Paragraph \($0) links to [page \($0)](https://p\($0).example/)." }.joined(separator: "\n\n")
        let detail = try await opened(body: body)
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        let before = try label(besideText: "page 5", in: detail)
        #expect(detail.screen.handle(.down))
        #expect(detail.screen.handle(.down))
        #expect(detail.screen.hints != nil)
        #expect(try label(besideText: "page 5", in: detail) == before)
    }

    @Test func escape_leavesTheLabels_openingNothing() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        #expect(detail.screen.status.message.string.contains("label"))
        #expect(detail.screen.handle(.escape))
        #expect(detail.screen.hints == nil)
        #expect(externals.opened.isEmpty && navigator.pushed.isEmpty)
    }

    @Test func aLetterNoLabelBeginsWith_saysSo_andLeaves() async throws {
        let detail = try await opened()
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        #expect(detail.screen.handle(.character("z")))
        #expect(detail.screen.hints == nil)
        #expect(host.lastNote == "No link is labelled z.")
    }

    @Test func noLinkInView_saysSo() async throws {
        let detail = try await opened(body: (1...80).map { "Line \($0)." }.joined(separator: "\n\n"))
        _ = detail.drawnRows()
        for _ in 1...3 { #expect(detail.screen.handle(.pageDown)) }
        _ = detail.drawnRows()
        #expect(detail.screen.handle(.character("F")))
        #expect(detail.screen.hints == nil)
        #expect(host.lastNote == "No link in view.")
    }
}
