import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// How an opened item uses what the cache kept: its body at once, the network's afterwards,
/// the cached copy instead when the network cannot be reached.
@MainActor
struct ItemDetailInteractorTests {
    private let repository = StubItemRepository()

    /// The item as a list knows it.
    private var fromTheList: ItemSummary { ItemSummary(Fixture.item("x")) }

    private func interactor() -> ItemDetailInteractor {
        ItemDetailInteractor(item: fromTheList, repository: repository, readMarks: InMemoryReadMarksStub())
    }

    private func keep(body: String) {
        repository.cachedItemsByID[fromTheList.id] = Fixture.item("x", body: body)
    }

    @Test func openingAnItem_showsItsCachedBodyBeforeTheNetworkAnswers() async throws {
        keep(body: "Cached body")
        repository.itemReplies = [.success(Fixture.item("x", body: "Fresh body"))]
        let detail = interactor()
        var whenCachedShown: (body: String, networkCalls: Int)?
        try await detail.reload { whenCachedShown = (detail.item.body, repository.itemCalls.count) }
        #expect(whenCachedShown?.body == "Cached body")
        #expect(whenCachedShown?.networkCalls == 0)
        #expect(detail.item.body == "Fresh body")
        #expect(detail.cachedCopyCause == nil)
    }

    /// Nothing kept, or a kept copy whose body was evicted: nothing to show before the network.
    @Test(arguments: [nil, ""] as [String?])
    func withoutACachedBody_theBodyComesFromTheNetwork(cachedBody: String?) async throws {
        if let cachedBody { keep(body: cachedBody) }
        repository.itemReplies = [.success(Fixture.item("x", body: "Fresh body"))]
        let detail = interactor()
        var cachedShown = false
        try await detail.reload { cachedShown = true }
        #expect(!cachedShown)
        #expect(detail.item.body == "Fresh body")
    }

    @Test func networkFailure_afterTheCachedBody_keepsItAsTheCachedCopy() async throws {
        keep(body: "Cached body")
        repository.itemReplies = [.failure(Fixture.error(kind: .unreachable))]
        let detail = interactor()
        try await detail.reload {}
        #expect(detail.item.body == "Cached body")
        #expect(detail.cachedCopyCause?.isOffline == true)
    }

    @Test func networkFailure_withNothingCached_isAnError() async {
        repository.itemReplies = [.failure(Fixture.error(kind: .unreachable))]
        let detail = interactor()
        await #expect(throws: LoadError.self) { try await detail.reload {} }
        #expect(detail.item.body.isEmpty)
    }

    @Test func notFound_afterTheCachedBody_isNotHiddenByTheCache() async {
        keep(body: "Cached body")
        repository.itemReplies = [.failure(Fixture.error("Not found.", kind: .notFound))]
        let detail = interactor()
        await #expect(throws: LoadError.self) { try await detail.reload {} }
        #expect(detail.cachedCopyCause == nil)
    }

    @Test func reloadingAnItemWithItsBody_asksTheNetworkOnly() async throws {
        repository.itemReplies = [.success(Fixture.item("x", body: "First")), .success(Fixture.item("x", body: "Second"))]
        let detail = interactor()
        try await detail.reload {}
        keep(body: "Cached body")
        var cachedShown = false
        try await detail.reload { cachedShown = true }
        #expect(!cachedShown)
        #expect(detail.item.body == "Second")
    }
}
