import Foundation
import Testing
import KijiDomain
@testable import KijiModules

@MainActor
@Suite("Comments interactor")
struct CommentsInteractorTests {
    let readMarks = InMemoryReadMarksStub()

    func makeInteractor(_ repository: StubItemRepository) -> CommentsInteractor {
        CommentsInteractor(source: .tag(Tag("Swift")), repository: repository, readMarks: readMarks, perPage: 30)
    }

    @Test func pages_mergeInOrder_withoutDuplicates() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2)),
            .page(Fixture.page([Fixture.item("b"), Fixture.item("c")], next: nil, total: 3)),
        ])
        let interactor = makeInteractor(repository)
        try await interactor.loadNextPage {}
        try await interactor.loadNextPage {}
        #expect(interactor.items.map(\.id.rawValue) == ["a", "b", "c"])
        #expect(interactor.reachedEnd)
        #expect(interactor.totalCount == 3)
        #expect(repository.calls.map(\.page) == [1, 2])
        #expect(repository.calls.allSatisfy { $0.source == .tag(Tag("Swift")) && $0.perPage == 30 })
    }

    @Test func offline_theKeptFirstPageStandsIn() async throws {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        let repository = StubItemRepository([.failure(Fixture.error(kind: .unreachable))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("kept")], next: nil), fetchedAt: fetched)
        let interactor = makeInteractor(repository)
        var cachedShown = false
        try await interactor.loadNextPage { cachedShown = true }
        #expect(cachedShown)
        #expect(interactor.items.map(\.id.rawValue) == ["kept"])
        #expect(interactor.offlineSince == fetched)
    }

    @Test func readMarks_areKeptPerItem() {
        let interactor = makeInteractor(StubItemRepository())
        interactor.markRead(Item.ID("a"))
        #expect(interactor.isRead(Item.ID("a")))
        #expect(!interactor.isRead(Item.ID("b")))
    }
}
