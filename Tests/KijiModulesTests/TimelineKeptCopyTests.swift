import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The timeline shown from kept pages says so, as a list does: "offline" only for the network.
@MainActor
@Suite("The timeline from kept pages")
struct TimelineKeptCopyTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func shownState(fallback: Fallback?) async -> RowsViewState? {
        let interactor = StubTimelineInteractor(entries: 20)
        interactor.fallback = fallback
        let presenter = TimelinePresenter(interactor: interactor, router: SpyTimelineRouter(), timeZone: .utc, now: { Self.now })
        let view = SpyRowsView<TimelineRow>()
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { view.states.last?.isLoading == false }
        return view.states.last
    }

    @Test func keptPagesStandingInForTheNetwork_areSaidOffline_withWhenTheyWereFetched() async {
        let fetched = Self.now.addingTimeInterval(-3600)
        let state = await shownState(fallback: Fallback(fetchedAt: fetched, cause: LoadError(kind: .unreachable, message: "gone")))
        #expect(state?.message.hasPrefix("offline") == true)
        #expect(state?.message.contains("07:00") == true)
        #expect(state?.messageIsError == false)
    }

    @Test func keptPagesStandingInForAServerError_sayTheError_notOffline() async {
        let cause = LoadError(kind: .server, message: "Qiita had a server error (HTTP 500); try again in a moment.")
        let state = await shownState(fallback: Fallback(fetchedAt: Self.now, cause: cause))
        #expect(state?.message.contains("server error") == true)
        #expect(state?.message.hasPrefix("offline") == false)
    }

    @Test func freshPages_sayNothingOfAKeptCopy() async {
        let state = await shownState(fallback: nil)
        #expect(state?.message.isEmpty == true)
    }
}
