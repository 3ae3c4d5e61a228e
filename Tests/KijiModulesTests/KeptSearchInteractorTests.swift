import Testing
import KijiDomain
@testable import KijiModules

@MainActor
@Suite("KeptSearch interactor")
struct KeptSearchInteractorTests {
    let search = StubKeptItemSearch()

    @Test func load_asksTheKeptSearchForTheQuery_andKeepsTheMatchesInOrder() async throws {
        search.replies = [.success([Fixture.match("best"), Fixture.match("next")])]
        let interactor = KeptSearchInteractor(query: "形態素 解析", search: search)
        #expect(interactor.matches.isEmpty)
        try await interactor.load()
        #expect(search.queries == ["形態素 解析"])
        #expect(search.limits == [KeptSearchInteractor.limit])
        #expect(interactor.matches.map(\.id.rawValue) == ["best", "next"])
        #expect(interactor.query == "形態素 解析")
    }

    @Test func loadingAgain_replacesTheMatches() async throws {
        search.replies = [.success([Fixture.match("old")]), .success([])]
        let interactor = KeptSearchInteractor(query: "word", search: search)
        try await interactor.load()
        try await interactor.load()
        #expect(interactor.matches.isEmpty)
        #expect(search.queries == ["word", "word"])
    }

    @Test func aFailedSearch_isThrown_andFindsNothing() async {
        search.replies = [.failure(Fixture.error("The kept items could not be searched.", kind: .server))]
        let interactor = KeptSearchInteractor(query: "word", search: search)
        await #expect(throws: LoadError.self) { try await interactor.load() }
        #expect(interactor.matches.isEmpty)
    }
}
