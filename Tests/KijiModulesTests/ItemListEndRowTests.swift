import Foundation
import KijiDomain
import LeanFoundation
import Testing
@testable import KijiModules

/// The row after a list's last item says why nothing follows, and `G` says where it landed.
@MainActor
@Suite("Item list end row")
struct ItemListEndRowTests {
    private static let japan = LocalTimeZone.fixed(secondsFromGMT: 9 * 3600)
    /// 2024-03-05 12:00 in Japan.
    private static let march5 = Date(timeIntervalSince1970: 1_709_607_600)

    private func presenter(_ interactor: StubItemListInteractor, view: SpyItemListView, now: Date = march5) -> ItemListPresenter {
        let presenter = ItemListPresenter(
            source: .all, interactor: interactor, router: SpyItemListRouter(), timeZone: Self.japan, now: { now })
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    private func endedList(_ end: ListEnd?) -> StubItemListInteractor {
        let interactor = StubItemListInteractor()
        var item = Fixture.item("old")
        item.createdAt = Self.march5
        interactor.nextResult = .success([item])
        interactor.reachedEnd = true
        interactor.end = end
        return interactor
    }

    @Test func nothingOlder_namesTheOldestItemsDay() async {
        let view = SpyItemListView()
        let list = presenter(endedList(.nothingOlder(oldest: Self.march5)), view: view)
        list.viewDidLoad()
        #expect(await eventually { !list.isLoading })
        #expect(view.last?.footer == .end("Nothing older: the oldest item is from 2024-03-05."))
    }

    @Test func theRateLimit_namesTheTimeItResets() async {
        let interactor = StubItemListInteractor()
        interactor.nextResult = .failure(Fixture.error("Qiita's rate limit is used up.", kind: .rateLimited(resetsAt: Self.march5 + 1800)))
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.viewDidLoad()
        #expect(await eventually { !list.isLoading })
        #expect(view.last?.footer == .end("Rate limit reached, resets at 12:30; press r then."))
        #expect(view.last?.messageIsError == true)
    }

    @Test func theRateLimit_resettingTomorrow_namesTheDayToo() async {
        let interactor = StubItemListInteractor()
        interactor.nextResult = .failure(Fixture.error("Qiita's rate limit is used up.", kind: .rateLimited(resetsAt: Self.march5 + 12.5 * 3600)))
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.viewDidLoad()
        #expect(await eventually { !list.isLoading })
        #expect(view.last?.footer == .end("Rate limit reached, resets at 2024-03-06 00:30; press r then."))
    }

    @Test func aListNoSearchReaches_saysQiitaServesNoMore() async {
        let view = SpyItemListView()
        let list = presenter(endedList(.pageLimit(shown: 10_000)), view: view)
        list.viewDidLoad()
        #expect(await eventually { !list.isLoading })
        #expect(view.last?.footer == .end("Qiita serves no more of this list than these 10000 items."))
    }

    @Test func jumpingToTheLastLoadedRow_saysMoreFollow_asANoteForTheNextKeyToClear() async {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(40).map(ItemSummary.init)
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.didMoveSelection(to: 39, rowsInView: 11)
        list.didJumpToLastLoaded()
        #expect(view.notes == ["The last item loaded so far; more load as you go on."])
        #expect(view.last?.message == "")
        #expect(await eventually { interactor.loads == 1 })
    }

    @Test func jumpingToTheLastLoadedRow_afterAFailure_saysNothingOver_theFailure() async {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(40).map(ItemSummary.init)
        interactor.nextResult = .failure(Fixture.error("Qiita's rate limit is used up.", kind: .rateLimited(resetsAt: nil)))
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.didMoveSelection(to: 39, rowsInView: 11)
        #expect(await eventually { view.last?.message.contains("rate limit is used up") == true })
        list.didJumpToLastLoaded()
        #expect(view.notes.isEmpty)
    }

    @Test func u_saysWhichWayItMarkedTheItem() {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(3).map(ItemSummary.init)
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.didToggleRead(row: 1)
        list.didToggleRead(row: 1)
        #expect(view.notes == ["Marked as read.", "Marked as unread."])
    }

    @Test func jumpingToTheEndOfAFinishedList_addsNothingToTheEndRow() {
        let interactor = endedList(.nothingOlder(oldest: Self.march5))
        interactor.items = Fixture.items(3).map(ItemSummary.init)
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.didJumpToLastLoaded()
        #expect(view.states.isEmpty)
    }

    @Test func prefetch_reachesOneScreenAhead_andTwoPagesOf100() async {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(400).map(ItemSummary.init)
        interactor.nextPageSize = 100
        let view = SpyItemListView()
        let list = presenter(interactor, view: view)
        list.didMoveSelection(to: 199, rowsInView: 11)
        await settle()
        #expect(interactor.loads == 0)
        list.didMoveSelection(to: 200, rowsInView: 11)
        #expect(await eventually { interactor.loads == 1 })
        #expect(Prefetch.distance(forPageSize: 20, rowsInView: 11) == 11)
        #expect(Prefetch.distance(forPageSize: 20, rowsInView: 4) == 10)
        #expect(Prefetch.distance(forPageSize: 100, rowsInView: 11) == 200)
        #expect(Prefetch.distance(forPageSize: 100, rowsInView: 250) == 250)
    }
}
