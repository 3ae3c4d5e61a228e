import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// One element of a list under test.
private struct Entry: Identifiable, Equatable {
    var id: String
    var text = ""
}

/// A kept copy and network answers, in order, counting the calls.
@MainActor
private final class Source {
    var kept: WholeList<Entry>.Kept?
    var answers: [Result<[Entry], LoadError>]
    private(set) var fetches = 0

    init(kept: [Entry]? = nil, fetchedAt: Date = Date(), answers: [Result<[Entry], LoadError>]) {
        self.kept = kept.map { ($0, fetchedAt) }
        self.answers = answers
    }

    func list() -> WholeList<Entry> {
        WholeList { [self] in kept } fetch: { [self] () throws(LoadError) in
            fetches += 1
            return try answers.removeFirst().get()
        }
    }
}

/// ``WholeList``: the cached copy first, then the network, the copy standing in offline, and the
/// screen's own changes.
@MainActor
struct WholeListTests {
    private func ids(_ list: WholeList<Entry>) -> [String] { list.elements.map(\.id) }

    @Test func theKeptCopy_showsFirst_thenTheFreshList_replacesIt() async throws {
        let source = Source(kept: [Entry(id: "kept")], answers: [.success([Entry(id: "kept"), Entry(id: "fresh")])])
        let list = source.list()
        var shownFromCache: [String]?
        try await list.load { shownFromCache = ids(list) }
        #expect(shownFromCache == ["kept"])
        #expect(ids(list) == ["kept", "fresh"])
        #expect(list.fallback == nil)
    }

    @Test func withNothingKept_onlyTheFreshListShows() async throws {
        let source = Source(answers: [.success([Entry(id: "a")])])
        let list = source.list()
        var cachedShown = false
        try await list.load { cachedShown = true }
        #expect(!cachedShown)
        #expect(ids(list) == ["a"])
    }

    @Test func aSecondLoad_keepsWhatIsShown_untilTheFreshListArrives() async throws {
        let source = Source(kept: [Entry(id: "kept")], answers: [.success([Entry(id: "a")]), .success([Entry(id: "b")])])
        let list = source.list()
        try await list.load {}
        var cachedShown = false
        try await list.load { cachedShown = true }
        #expect(!cachedShown)
        #expect(ids(list) == ["b"])
        #expect(source.fetches == 2)
    }

    @Test func offline_theKeptCopyStandsIn_andSaysWhenItWasFetched() async throws {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        let source = Source(
            kept: [Entry(id: "kept")], fetchedAt: fetched,
            answers: [.success([Entry(id: "a"), Entry(id: "posted")]), .failure(Fixture.error(kind: .unreachable))])
        let list = source.list()
        try await list.load {}
        try await list.load {}
        #expect(ids(list) == ["kept"])
        #expect(list.fallback?.fetchedAt == fetched)
    }

    @Test func backOnline_theOfflineNoticeEnds() async throws {
        let source = Source(
            kept: [Entry(id: "kept")], answers: [.failure(Fixture.error(kind: .offline)), .success([Entry(id: "fresh")])])
        let list = source.list()
        try await list.load {}
        #expect(list.fallback?.isOffline == true)
        try await list.load {}
        #expect(list.fallback == nil)
        #expect(ids(list) == ["fresh"])
    }

    @Test func aServerFailure_letsTheKeptCopyStandIn_andIsItsCause() async throws {
        let malformed = Fixture.error("The answer could not be read.", kind: .server)
        let source = Source(kept: [Entry(id: "kept")], answers: [.failure(malformed)])
        let list = source.list()
        try await list.load {}
        #expect(ids(list) == ["kept"])
        #expect(list.fallback?.cause == malformed)
        #expect(list.fallback?.isOffline == false)
    }

    @Test func aNetworkFailureWithNothingKept_isThrown() async {
        let source = Source(answers: [.failure(Fixture.error(kind: .unreachable))])
        let list = source.list()
        await #expect(throws: LoadError.self) { try await list.load {} }
        #expect(list.elements.isEmpty)
    }

    @Test func aFailureThatIsNotTheNetworks_isThrown_evenWithACopyKept() async {
        let source = Source(kept: [Entry(id: "kept")], answers: [.failure(Fixture.error("Not found.", kind: .notFound))])
        let list = source.list()
        await #expect(throws: LoadError.self) { try await list.load {} }
        #expect(list.fallback == nil)
    }

    @Test func aCancelledLoad_changesNothing_andAsksNoNetwork() async {
        let source = Source(kept: [Entry(id: "kept")], answers: [.success([Entry(id: "fresh")])])
        let list = source.list()
        let load = Task { try await list.load {} }
        load.cancel()
        guard case .failure(let error) = await load.result else {
            Issue.record("the cancelled load went on")
            return
        }
        #expect((error as? LoadError)?.isCancellation == true)
        #expect(list.elements.isEmpty)
        #expect(source.fetches == 0)
    }

    @Test func theScreensOwnChanges_appendReplaceAndRemove() async throws {
        let source = Source(answers: [.success([Entry(id: "a"), Entry(id: "b")])])
        let list = source.list()
        try await list.load {}
        #expect(list.append(Entry(id: "c")) == 2)
        #expect(list.replace(Entry(id: "a", text: "changed")) == 0)
        #expect(list.elements[0].text == "changed")
        #expect(list.replace(Entry(id: "d")) == 3)
        list.remove("b")
        #expect(ids(list) == ["a", "c", "d"])
        #expect(list.index(of: "c") == 1)
        #expect(list.index(of: "b") == nil)
    }
}
