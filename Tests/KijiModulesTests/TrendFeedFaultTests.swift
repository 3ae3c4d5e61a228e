import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// A feed fault when the cache keeps a copy of the trend, as it always does after a first fetch: the
/// kept entries stay on screen and the fault's own sentence shows with the kept copy's time, not
/// "offline"; a network that fails still lets the kept copy stand in as offline.
@MainActor
@Suite("Trend feed faults over a kept copy")
struct TrendFeedFaultTests {
    let repository = StubTrendRepository()
    let view = SpyRowsView<TrendRow>()

    private func refreshed(after failure: LoadError) async -> TrendPresenter {
        repository.cached = StubTrendRepository.page([StubTrendRepository.entry("kept")])
        repository.replies = [.success(StubTrendRepository.page([StubTrendRepository.entry("kept")])), .failure(failure)]
        let presenter = TrendPresenter(interactor: TrendInteractor(repository: repository), router: SpyTrendRouter(), timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        presenter.didRequestRefresh(selectedRow: 0)
        _ = await eventually { !presenter.isLoading && repository.fetches.count == 2 }
        return presenter
    }

    @Test func aFeedThatIsNotXML_saysSo_andTheKeptEntriesStay() async {
        let presenter = await refreshed(after: LoadError(kind: .server, message: "The feed is not well-formed XML (line 3)."))
        #expect(view.rows.last?.map(\.id.rawValue) == ["kept"])
        #expect(view.states.last?.message.hasPrefix("The feed is not well-formed XML (line 3). Showing the copy kept from ") == true)
        #expect(view.states.last?.message.hasSuffix("; press r to try again.") == true)
        #expect(view.states.last?.messageIsError == true)
        withExtendedLifetime(presenter) {}
    }

    @Test func aFeedWithNoEntries_saysSo_andTheKeptEntriesStay() async throws {
        repository.cached = StubTrendRepository.page([StubTrendRepository.entry("kept")])
        repository.replies = [.success(StubTrendRepository.page([], notice: "The feed has no entries."))]
        let interactor = TrendInteractor(repository: repository)
        try await interactor.load {}
        #expect(interactor.fallback?.cause == LoadError(kind: .server, message: "The feed has no entries."))
        #expect(interactor.trend.map(\.id.rawValue) == ["kept"])
    }

    @Test func aNetworkThatFails_letsTheKeptCopyStandIn_asOffline() async {
        let presenter = await refreshed(after: LoadError(kind: .unreachable, message: "Could not connect to qiita.com."))
        #expect(view.rows.last?.map(\.id.rawValue) == ["kept"])
        #expect(view.states.last?.message.hasPrefix("offline — showing the kept trend from") == true)
        withExtendedLifetime(presenter) {}
    }
}
