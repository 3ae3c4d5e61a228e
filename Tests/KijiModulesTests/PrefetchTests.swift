import Foundation
import KijiDomain
import LeanFoundation
import Testing
@testable import KijiModules

/// How far ahead of the selection a list reads: the page size, the screen, and a key held down.
@MainActor
@Suite("Prefetch")
struct PrefetchTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func distance_withAKeyHeld_isTheRowsMovedLately_whenThatIsMoreThanAScreen() {
        #expect(Prefetch.distance(forPageSize: 20, rowsInView: 11, movedLately: 165) == 165)
        #expect(Prefetch.distance(forPageSize: 20, rowsInView: 14, movedLately: 3) == 14)
        #expect(Prefetch.distance(forPageSize: 100, rowsInView: 11, movedLately: 330) == 330)
        #expect(Prefetch.distance(forPageSize: 100, rowsInView: 11, movedLately: 150) == 200)
    }

    @Test func movesForward_countWhileRecent_eachAtMostAScreen() {
        var moves = SelectionMoves()
        moves.record(to: 11, rowsInView: 11, at: Self.start)
        moves.record(to: 22, rowsInView: 11, at: Self.start + 0.1)
        // `G` from row 22 to row 5,000 counts as one screen, not as the whole way.
        moves.record(to: 5_000, rowsInView: 11, at: Self.start + 0.2)
        // Moving back counts nothing.
        moves.record(to: 4_990, rowsInView: 11, at: Self.start + 0.3)
        #expect(moves.row == 4_990)
        #expect(moves.rowsInView == 11)
        #expect(moves.rowsForward(before: Self.start + 0.3) == 33)
        // A lead later the first move no longer counts; after a still moment, none does.
        #expect(moves.rowsForward(before: Self.start + Prefetch.lead + 0.05) == 22)
        #expect(moves.rowsForward(before: Self.start + 0.3 + Prefetch.lead + 0.01) == 0)
    }

    @Test func aPageKeyHeldDown_asksForThePageALeadBeforeTheEnd_aSinglePressOnlyAScreenBefore() async {
        let keys = HeldPageDown()
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(400).map(ItemSummary.init)
        interactor.nextPageSize = 20
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter(), now: { keys.now })
        // Presses a while apart: a page is asked for a screen (11 rows) before the end, no sooner.
        await keys.pressNearTheEnd(of: 400) { presenter.didMoveSelection(to: $0, rowsInView: $1) }
        #expect(interactor.loads == 0)
        // PgDn held at 30 a second: after a lead's worth of presses the rows moved in it count too.
        let ahead = await keys.hold(over: 400) { presenter.didMoveSelection(to: $0, rowsInView: $1) } until: { interactor.loads > 0 }
        #expect(interactor.loads == 1)
        #expect(ahead > 150 && Double(ahead) <= 11 * 30 * Prefetch.lead)
    }
}
