import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The detail screen, assembled for real on a memory terminal, opens again on the line it was left at.
@MainActor
struct ItemDetailResumeScreenTests {
    private static let article = Fixture.item(
        "x", body: (1...80).map { "Paragraph \($0) of a long read that wraps at forty columns or so." }.joined(separator: "\n\n"))

    /// The detail of ``article`` with `places`, drawn at `columns`×20 once its body is in.
    private func open(keeping places: ReadingPlacesStub, columns: Int) async throws -> DetailScreen {
        let repository = StubItemRepository()
        repository.cachedItemsByID[Self.article.id] = Self.article
        repository.itemReplies = [.success(Self.article)]
        var deps = Fixture.deps(repository)
        deps.readingPlaces = places
        let screen = try #require(
            ItemDetailRouter.assembleModule(
                item: ItemSummary(Self.article), origin: .direct, navigator: SpyNavigator(), routes: SpyRoutes(), deps: deps)
                as? ItemDetailView)
        screen.start()
        let detail = DetailScreen(screen: screen, terminal: MemoryTerminal(size: TerminalSize(rows: 20, columns: columns)))
        try #require(await eventually { repository.itemReplies.isEmpty && detail.drawnRows().contains { $0.contains("Paragraph") } })
        return detail
    }

    @Test func leftPartWay_opensAgainOnTheSameLine() async throws {
        let places = ReadingPlacesStub()
        let first = try await open(keeping: places, columns: 80)
        for _ in 0..<4 { _ = first.screen.handle(.character(" ")) }
        let top = first.drawnRows()[0]
        let position = first.screen.status.facts.last
        first.screen.close()
        #expect(places.keeps.count == 1)

        let again = try await open(keeping: places, columns: 80)
        #expect(await eventually { again.drawnRows()[0] == top })
        #expect(again.screen.status.facts.last == position)
    }

    @Test func leftAt80Columns_opensAt40WithTheSameWordsAtTheTop() async throws {
        let places = ReadingPlacesStub()
        let first = try await open(keeping: places, columns: 80)
        for _ in 0..<4 { _ = first.screen.handle(.character(" ")) }
        let words = try #require(first.drawnRows().first { $0.contains("Paragraph") }?.split(separator: " ").prefix(2).joined(separator: " "))
        first.screen.close()

        let narrow = try await open(keeping: places, columns: 40)
        #expect(await eventually { narrow.drawnRows().prefix(2).contains { $0.contains(words) } })
    }

    @Test func aNarrowerTerminal_keepsTheSameWordsAtTheTop() async throws {
        let detail = try await open(keeping: ReadingPlacesStub(), columns: 80)
        for _ in 0..<4 { _ = detail.screen.handle(.character(" ")) }
        let words = try #require(detail.drawnRows().first { $0.contains("Paragraph") }?.split(separator: " ").prefix(2).joined(separator: " "))
        let narrow = MemoryTerminal(size: TerminalSize(rows: 20, columns: 40))
        narrow.beginFrame()
        detail.screen.draw(in: Canvas(terminal: narrow), theme: .standard)
        #expect(narrow.rows.prefix(2).contains { $0.contains(words) })
    }

    @Test func aViewRestingAfterAMove_keepsItsPlace_beforeTheScreenCloses() async throws {
        let places = ReadingPlacesStub()
        let detail = try await open(keeping: places, columns: 80)
        for _ in 0..<4 { _ = detail.screen.handle(.character(" ")) }
        _ = detail.drawnRows()
        #expect(places.keeps.isEmpty)
        let deadline = ContinuousClock.now + .seconds(10)
        while places.keeps.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(places.keeps.count == 1)
        #expect((places.keeps.first??.place.share ?? 0) > 0)
    }

    @Test func readToTheEnd_forgetsThePlace() async throws {
        let places = ReadingPlacesStub()
        let first = try await open(keeping: places, columns: 80)
        _ = first.screen.handle(.character("G"))
        _ = first.drawnRows()
        first.screen.close()
        #expect(places.keeps == [nil])
    }
}
