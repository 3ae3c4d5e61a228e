import TerminalUI
import Testing
@testable import KijiModules

/// Records each start of a background job and keeps its callbacks for the test to call.
@MainActor
final class SpyBackgroundJob: BackgroundJob {
    private(set) var starts = 0
    var report: ((@escaping @Sendable (Int) -> String) -> Void)?
    var finish: ((String, String, Bool) -> Void)?

    func start(
        report: @escaping @MainActor (@escaping @Sendable (Int) -> String) -> Void,
        finish: @escaping @MainActor (String, String, Bool) -> Void
    ) {
        starts += 1
        self.report = report
        self.finish = finish
    }
}

/// `O` starts the sync in the background: once at a time, its progress the status bar's last fact
/// fitted to the bar, its end said.
@MainActor
@Suite("The background sync in the shell")
struct AppShellSyncTests {
    private func shellWithJob() -> (ShellHarness, SpyBackgroundJob) {
        let harness = ShellHarness()
        let job = SpyBackgroundJob()
        harness.shell.backgroundSync = job
        harness.shell.push(SpyScreen(title: "All items"))
        return (harness, job)
    }

    @Test func o_startsTheSync_andSaysSo() {
        let (harness, job) = shellWithJob()
        harness.press(.character("O"))
        #expect(job.starts == 1)
        #expect(harness.screenRows().last?.contains("Sync started.") == true)
    }

    @Test func o_whileItRuns_startsNothing_andSaysItIsSyncingAlready() {
        let (harness, job) = shellWithJob()
        harness.press(.character("O"), .character("O"))
        #expect(job.starts == 1)
        #expect(harness.screenRows().last?.contains("kiji is syncing already") == true)
    }

    @Test func itsProgress_isTheStatusBarsLastFact_madeForTheWidthItGets() {
        let (harness, job) = shellWithJob()
        harness.press(.character("O"), .character("j"))
        job.report? { width in "\(width) columns of progress" }
        #expect(harness.screenRows().last?.hasSuffix("31 columns of progress ") == true)
    }

    @Test func itsEnd_isSaid_theProgressGoes_andItCanRunAgain() {
        let (harness, job) = shellWithJob()
        harness.press(.character("O"))
        job.finish?("Kept 3 items.", "Skipped: a picture", false)
        let rows = harness.screenRows()
        #expect(rows.last?.contains("Kept 3 items.") == true)
        #expect(!rows.last!.contains("columns of progress"))
        harness.press(.character("O"))
        #expect(job.starts == 2)
    }

    @Test func withoutASync_offline_oSaysWhy() {
        let harness = ShellHarness()
        harness.shell.push(SpyScreen(title: "All items"))
        harness.press(.character("O"))
        #expect(harness.screenRows().last?.contains("offline (--offline), so it does not sync") == true)
    }
}
