import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The timeline's interactor over stub sources and a stub item repository: the sources read on
/// each start, a source's next page only when the merge needs it, and what stopped a read.
@MainActor
@Suite("Timeline interactor")
struct TimelineInteractorTests {
    @Test func start_readsTheSources_andMergesTheFirstEntries() async throws {
        let items = StubItemRepository([.page(Fixture.page(Fixture.items(3), next: nil))])
        let interactor = TimelineInteractor(sources: StubTimelineSources(reply: .success([.tag(Tag("swift"))])), items: items, perPage: 20)
        try await interactor.start(count: 20)
        #expect(items.calls == [.init(source: .tag(Tag("swift")), page: 1, perPage: 20)])
        #expect(interactor.entries.map(\.id.rawValue) == ["i0", "i1", "i2"])
        #expect(interactor.isFinished)
    }

    @Test func loadMore_readsASourcesNextPage_onlyWhenTheMergeNeedsIt() async throws {
        let items = StubItemRepository([
            .page(Fixture.page(Fixture.items(20), next: 2)), .page(Fixture.page(Fixture.items(4, prefix: "n"), next: nil)),
        ])
        let interactor = TimelineInteractor(sources: StubTimelineSources(reply: .success([.tag(Tag("swift"))])), items: items, perPage: 20)
        try await interactor.start(count: 10)
        #expect(items.calls.map(\.page) == [1])
        #expect(!interactor.isFinished)
        try await interactor.loadMore(20)
        #expect(items.calls.map(\.page) == [1, 2])
        #expect(interactor.entries.count == 24)
        #expect(interactor.isFinished)
    }

    @Test func sourcesThatCannotBeRead_areThrown_withNothingMerged() async {
        let reason = LoadError(kind: .unauthorized, message: "The timeline needs a token.")
        let interactor = TimelineInteractor(sources: StubTimelineSources(reply: .failure(reason)), items: StubItemRepository(), perPage: 20)
        await #expect(throws: reason) { try await interactor.start(count: 20) }
        #expect(interactor.entries.isEmpty)
    }

    @Test func aSourcePastQiitasLastPage_goesOnByDate_asAnItemListDoes() async throws {
        let items = CappedTagRepository()
        let interactor = TimelineInteractor(sources: StubTimelineSources(reply: .success([.tag(Tag("swift"))])), items: items, perPage: 20)
        try await interactor.start(count: 20)
        try await interactor.loadMore(161)
        let afterCap = items.calls.drop { $0.source == .tag(Tag("swift")) && $0.perPage == 20 }
        #expect(items.calls.count(where: { $0.perPage == 20 }) == 100)
        #expect(afterCap.first == .init(source: .tag(Tag("swift")), page: 21, perPage: 100))
        #expect(items.calls.last == .init(source: .search("tag:swift created:<=2024-03-05"), page: 1, perPage: 100))
        #expect(Set(interactor.entries.map(\.id)).count == interactor.entries.count)
        #expect(!interactor.isFinished)
    }
}

/// A tag list longer than Qiita serves: one item a page, every page but the 100th saying another
/// follows, and a total far past the cap; each item a minute older than the one before, from
/// 2024-03-05 12:00 in Japan. A search answers the same way.
@MainActor
private final class CappedTagRepository: ItemRepository {
    struct Call: Equatable {
        var source: ItemListSource
        var page: Int
        var perPage: Int
    }

    private(set) var calls: [Call] = []
    private let newest = Date(timeIntervalSince1970: 1_709_607_600)

    func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        calls.append(Call(source: source, page: page, perPage: perPage))
        let age = Double(calls.count) * 60
        let item = Item(id: Item.ID("c\(calls.count)"), title: "t", body: "", author: Fixture.alice, createdAt: newest - age)
        return Page(elements: [item], nextPage: page < 100 ? page + 1 : nil, totalCount: 1_000_000)
    }

    func cachedItems(in source: ItemListSource, page: Int, perPage: Int) async -> CachedPage<Item>? { nil }

    func cachedItem(_ id: Item.ID) async -> Item? { nil }

    func item(_ id: Item.ID) async throws(LoadError) -> Item { throw Fixture.error(kind: .notFound) }
}

