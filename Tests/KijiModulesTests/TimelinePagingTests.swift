import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// A rows screen other than the item list reads ahead by the same rule: half a batch, a screen,
/// and the rows a held key moved lately (``Prefetch``).
@MainActor
@Suite("Timeline paging")
struct TimelinePagingTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aMove_readsMoreAScreenBeforeTheEnd_whenTheScreenHoldsMoreThanHalfABatch() async {
        let interactor = StubTimelineInteractor(entries: 40)
        let presenter = TimelinePresenter(interactor: interactor, router: SpyTimelineRouter(), now: { Self.start })
        // Half a batch of 20 is 10 rows: row 16 of 40 is far from the end on a 5-row screen.
        presenter.didMoveSelection(to: 16, rowsInView: 5)
        await settle()
        #expect(interactor.readsForMore == 0)
        // On a 25-row screen the end is in view from there.
        presenter.didMoveSelection(to: 16, rowsInView: 25)
        #expect(await eventually { interactor.readsForMore == 1 })
    }

    @Test func aPageKeyHeldDown_readsMoreALeadBeforeTheEnd_aSinglePressOnlyAScreenBefore() async {
        let keys = HeldPageDown()
        let interactor = StubTimelineInteractor(entries: 400)
        let presenter = TimelinePresenter(interactor: interactor, router: SpyTimelineRouter(), now: { keys.now })
        // Presses a while apart: more is read a screen (11 rows) before the end, no sooner.
        await keys.pressNearTheEnd(of: 400) { presenter.didMoveSelection(to: $0, rowsInView: $1) }
        #expect(interactor.readsForMore == 0)
        // PgDn held at 30 a second: after a lead's worth of presses the rows moved in it count too.
        let ahead = await keys.hold(over: 400) { presenter.didMoveSelection(to: $0, rowsInView: $1) } until: { interactor.readsForMore > 0 }
        #expect(interactor.readsForMore == 1)
        #expect(ahead > 150 && Double(ahead) <= 11 * 30 * Prefetch.lead)
    }
}
