import Foundation
import KijiDomain
import Testing
@testable import KijiModules

@MainActor
struct ItemListInteractorTests {
    private func interactor(_ repository: StubItemRepository, source: ItemListSource = .tag(Tag("Swift")))
        -> ItemListInteractor
    {
        ItemListInteractor(source: source, repository: repository, readMarks: InMemoryReadMarksStub(), perPage: 30)
    }

    private func ids(_ interactor: ItemListInteractor) -> [String] { interactor.items.map(\.id.rawValue) }

    @Test func loadNextPage_mergesPagesInOrder() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2)),
            .page(Fixture.page([Fixture.item("c")], next: nil)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        #expect(ids(list) == ["a", "b"])
        #expect(!list.reachedEnd)
        try await list.loadNextPage {}
        #expect(ids(list) == ["a", "b", "c"])
        #expect(list.reachedEnd)
        let swift = ItemListSource.tag(Tag("Swift"))
        #expect(repository.calls == [.init(source: swift, page: 1, perPage: 30), .init(source: swift, page: 2, perPage: 30)])
    }

    @Test func listItems_keepWhatRowsShow_notBodiesOrAuthorProfiles() async throws {
        let author = User(id: User.ID("alice"), name: "Alice", description: "A long profile.", itemsCount: 9, followersCount: 4)
        var item = Fixture.item("a", by: author, tags: ["Swift", "iOS"], body: "# A long body")
        item.createdAt = Date(timeIntervalSince1970: 1_795_000_000)
        item.updatedAt = Date(timeIntervalSince1970: 1_795_100_000)
        let list = interactor(StubItemRepository([.page(Fixture.page([item], next: nil))]))
        try await list.loadNextPage {}
        #expect(list.items == [
            ItemSummary(
                id: Item.ID("a"), title: "Title a", author: User.ID("alice"), authorName: "Alice",
                tags: [Tag("Swift"), Tag("iOS")], likesCount: 12, stocksCount: 3,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)),
        ])
    }

    @Test func loadNextPage_dropsItemsAlreadyLoaded() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2)),
            .page(Fixture.page([Fixture.item("b"), Fixture.item("a"), Fixture.item("c")], next: 3)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(ids(list) == ["a", "b", "c"])
    }

    @Test func pageOfOnlyDuplicates_doesNotEndTheList_theSameLoadGoesOnToTheNextPage() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)),
            .page(Fixture.page([Fixture.item("a")], next: 3)),
            .page(Fixture.page([Fixture.item("b")], next: 4)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(ids(list) == ["a", "b"])
        #expect(repository.calls.map(\.page) == [1, 2, 3])
        #expect(!list.reachedEnd)
    }

    @Test func afterTheLastPage_loadsNothing() async throws {
        let repository = StubItemRepository([.page(Fixture.page([Fixture.item("a")], next: nil))])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(repository.calls.count == 1)
        #expect(list.reachedEnd)
    }

    @Test func emptyPage_endsTheListEvenIfItNamesANextPage() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)),
            .page(Fixture.page([], next: 3)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(list.reachedEnd)
        try await list.loadNextPage {}
        #expect(repository.calls.map(\.page) == [1, 2])
    }

    @Test func reload_replacesEverythingWithPageOne() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2)),
            .page(Fixture.page([Fixture.item("c")], next: nil)),
            .page(Fixture.page([Fixture.item("n"), Fixture.item("a")], next: 2)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        try await list.reload()
        #expect(ids(list) == ["n", "a"])
        #expect(!list.reachedEnd)
        #expect(repository.calls.map(\.page) == [1, 2, 1])
    }

    @Test func reload_forgetsSeenIDs() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)),
            .page(Fixture.page([Fixture.item("b")], next: 2)),
            .page(Fixture.page([Fixture.item("a")], next: nil)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.reload()
        try await list.loadNextPage {}
        #expect(ids(list) == ["b", "a"])
    }

    @Test func failedPage_keepsItemsAndIsAskedForAgain() async throws {
        let failure = Fixture.error()
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)),
            .failure(failure),
            .page(Fixture.page([Fixture.item("b")], next: nil)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        await #expect(throws: failure) { try await list.loadNextPage {} }
        #expect(ids(list) == ["a"])
        #expect(!list.reachedEnd)
        try await list.loadNextPage {}
        #expect(ids(list) == ["a", "b"])
        #expect(repository.calls.map(\.page) == [1, 2, 2])
    }

    @Test func failedReload_keepsItems() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)), .failure(Fixture.error()),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        await #expect(throws: LoadError.self) { try await list.reload() }
        #expect(ids(list) == ["a"])
    }

    @Test func totalAndRateLimit_keepTheLastKnownValues() async throws {
        let limit = RateLimitStatus(remaining: 57, limit: 60, resetsAt: Date(timeIntervalSince1970: 0))
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2, total: 95, rateLimit: limit)),
            .page(Fixture.page([Fixture.item("b")], next: 3)),
        ])
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(list.totalCount == 95)
        #expect(list.rateLimit == limit)
    }

    @Test func readMarks_passThrough() {
        let marks = InMemoryReadMarksStub()
        let list = ItemListInteractor(source: .all, repository: StubItemRepository(), readMarks: marks, perPage: 20)
        #expect(!list.isRead(Item.ID("a")))
        list.setRead(true, Item.ID("a"))
        #expect(list.isRead(Item.ID("a")))
        #expect(marks.isRead(Item.ID("a")))
    }
}
