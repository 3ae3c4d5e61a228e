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
}
