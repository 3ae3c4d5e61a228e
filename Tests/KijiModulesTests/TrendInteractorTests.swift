import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The trend's interactor over a stub feed repository: the kept feed first, the trend feed only,
/// and a feed that cannot be shown leaving the entries as they were.
@MainActor
@Suite("Trend interactor")
struct TrendInteractorTests {
    let repository = StubTrendRepository()

    @Test func load_takesTheKeptFeedFirst_thenTheTrendFeed() async throws {
        repository.cached = StubTrendRepository.page([StubTrendRepository.entry("kept")])
        repository.replies = [.success(StubTrendRepository.page([StubTrendRepository.entry("kept"), StubTrendRepository.entry("fresh")]))]
        let interactor = TrendInteractor(repository: repository)
        var shownFromCache: [String] = []
        try await interactor.load { shownFromCache = interactor.trend.map(\.id.rawValue) }
        #expect(shownFromCache == ["kept"])
        #expect(interactor.trend.map(\.id.rawValue) == ["kept", "fresh"])
        #expect(repository.fetches == [.trend])
        #expect(interactor.fallback == nil)
    }

    @Test func offline_theKeptFeedStandsIn() async throws {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        repository.cached = StubTrendRepository.page([StubTrendRepository.entry("kept")], fetchedAt: fetched)
        repository.replies = [.failure(LoadError(kind: .offline, message: "Offline."))]
        let interactor = TrendInteractor(repository: repository)
        try await interactor.load {}
        #expect(interactor.trend.map(\.id.rawValue) == ["kept"])
        #expect(interactor.fallback?.fetchedAt == fetched)
    }

    @Test func aFeedWithNoEntries_isAFailure_andTheEntriesStay() async throws {
        repository.replies = [
            .success(StubTrendRepository.page([StubTrendRepository.entry("a")])),
            .success(StubTrendRepository.page([], notice: "The feed has no entries.")),
        ]
        let interactor = TrendInteractor(repository: repository)
        try await interactor.load {}
        await #expect(throws: LoadError(kind: .server, message: "The feed has no entries.")) { try await interactor.load {} }
        #expect(interactor.trend.map(\.id.rawValue) == ["a"])
    }

    @Test func theFeedsNotice_isKept_untilTheNextLoad() async throws {
        repository.replies = [
            .success(StubTrendRepository.page([StubTrendRepository.entry("a")], notice: "1 entry was left out.")),
            .success(StubTrendRepository.page([StubTrendRepository.entry("a")])),
        ]
        let interactor = TrendInteractor(repository: repository)
        try await interactor.load {}
        #expect(interactor.notice == "1 entry was left out.")
        try await interactor.load {}
        #expect(interactor.notice == nil)
    }
}
