import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The plumbing every module shares: the spinner's activity, the load sequence, dates.
@MainActor
struct ModuleKitTests {
    @Test func screenActivity_beginsAndEndsOnce_howeverOftenItIsToldTheSame() {
        let host = SpyScreenHost()
        var activity = ScreenActivity()
        activity.set(true, on: host)
        activity.set(true, on: host)
        activity.set(false, on: host)
        activity.end(on: host)
        #expect((host.begun, host.ended) == (1, 1))
    }

    @Test func screenActivity_closingMidLoad_endsTheSpinner() {
        let host = SpyScreenHost()
        var activity = ScreenActivity()
        activity.set(true, on: host)
        activity.end(on: host)
        #expect(!activity.isBusy)
        #expect(host.ended == 1)
    }

    @Test func loadSequence_aNewerLoad_cancelsTheOlder_andOnlyTheNewerFinishes() async {
        let loads = LoadSequence()
        var finished: [String] = []
        var olderSawCancellation = false
        loads.start { _ throws(LoadError) in
            try? await Task.sleep(for: .seconds(3600))
            olderSawCancellation = Task.isCancelled
        } finish: { _ in finished.append("older") }
        loads.start { _ throws(LoadError) in } finish: { _ in finished.append("newer") }
        #expect(await eventually { finished == ["newer"] && olderSawCancellation })
        await settle()
        #expect(finished == ["newer"])
        #expect(!loads.isLoading)
    }

    @Test func loadSequence_cancel_makesTheTicketStale_andNothingFinishes() async {
        let loads = LoadSequence()
        var ticket: LoadSequence.Ticket?
        var finishes = 0
        loads.start { current throws(LoadError) in
            ticket = current
            try? await Task.sleep(for: .seconds(3600))
        } finish: { _ in finishes += 1 }
        #expect(await eventually { ticket != nil })
        #expect(loads.isCurrent(ticket!))
        loads.cancel()
        #expect(!loads.isCurrent(ticket!))
        #expect(!loads.isLoading)
        await settle()
        #expect(finishes == 0)
    }

    @Test func loadSequence_passesTheFailureToFinish() async {
        let loads = LoadSequence()
        var failure: LoadError?
        loads.start { _ throws(LoadError) in throw Fixture.error("Qiita failed.", kind: .server) } finish: { failure = $0 }
        #expect(await eventually { failure != nil })
        #expect(failure?.message == "Qiita failed.")
    }

    @Test func dateText_writesDaysAndMomentsInItsTimeZone() {
        let tokyo = DateText(timeZone: .fixed(secondsFromGMT: 9 * 3600))
        let evening = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(tokyo.day(evening) == "2026-11-18")
        #expect(tokyo.day(nil) == "")
        #expect(tokyo.moment(evening, now: evening.addingTimeInterval(60)) == "20:06")
        #expect(tokyo.moment(evening, now: evening.addingTimeInterval(86_400)) == "2026-11-18 20:06")
    }
}
