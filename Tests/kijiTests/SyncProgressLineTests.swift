import KijiData
import Testing
import TerminalUI

@testable import kiji

/// `kiji sync`'s progress line: a bar while fetching, the facts that fit, never wider than the
/// terminal, whatever the width.
struct SyncProgressLineTests {
    private let fetching = SyncProgress(
        phase: .fetching, itemsDone: 120, itemsTotal: 480, imagesDone: 40, bytes: 3 * 1024 * 1024,
        requestsLeft: 912, secondsLeft: 75)

    @Test func fetching_onAWideTerminal_showsTheBarAndEveryFact() {
        let line = SyncProgressLine.text(fetching, width: 120)
        #expect(line == "[#######-----------------------]  120/480 items · 40 images · 3.0 MiB · 912 requests left · about 1 min 15 s left")
    }

    @Test func aNarrowTerminal_dropsTheLastFactsFirst_keepingABar_untilThereIsNoRoomForIt() {
        #expect(SyncProgressLine.text(fetching, width: 40) == "[##--------]  120/480 items · 40 images")
        #expect(SyncProgressLine.text(fetching, width: 30) == "[###---------]  120/480 items")
        #expect(SyncProgressLine.text(fetching, width: 20) == "120/480 items")
    }

    @Test func noWidth_isNeverOverrun() {
        for width in [0, 1, 2, 5, 13] {
            #expect(TextWidth.width(of: SyncProgressLine.text(fetching, width: width)) <= max(0, width - 1))
        }
    }

    @Test func listing_saysHowManyItemsWereFoundSoFar_withoutABar() {
        let line = SyncProgressLine.text(SyncProgress(phase: .listing, itemsTotal: 60, requestsLeft: 980), width: 80)
        #expect(line == "Reading the lists: 60 items so far · 980 requests left")
    }

    @Test func durations_readAsSecondsMinutesOrHours() {
        #expect(SyncProgressLine.duration(42.4) == "42 s")
        #expect(SyncProgressLine.duration(185) == "3 min 5 s")
        #expect(SyncProgressLine.duration(3720) == "1 h 2 min")
    }
}
