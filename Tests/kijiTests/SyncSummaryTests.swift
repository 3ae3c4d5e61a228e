import KijiData
import Testing

@testable import kiji

/// `kiji sync`'s summary line: the sentences the e2e scripts and the bench read stay whole, and the
/// list pages the API said were unchanged follow them as a sentence of their own.
struct SyncSummaryTests {
    private var second: SyncReport {
        var report = SyncReport()
        report.lists = 3
        report.items = 40
        report.imagesKept = 7
        report.requests = 5
        report.pagesNotModified = 4
        report.requestsLeft = 900
        return report
    }

    @Test func pagesNotModified_areSaidAfterWhatWasKept_leavingItsSentenceWhole() {
        let line = SyncSummary.line(second)
        #expect(line.hasPrefix("Kept 40 items from 3 lists (0 new or changed), the comments of 0 and 0 new images (7 kept already): "))
        #expect(line.contains(" in 5 API requests. 4 list pages had not changed since they were kept (the API answered “not modified”). "))
        #expect(line.hasSuffix(" 900 API requests are left this hour."))
    }

    @Test func oneUnchangedPage_isSaidInTheSingular_andNoneIsNotSaid() {
        var report = second
        report.pagesNotModified = 1
        #expect(SyncSummary.line(report).contains(" 1 list page had not changed since it was kept "))
        report.pagesNotModified = 0
        #expect(!SyncSummary.line(report).contains("not modified"))
    }

    @Test func aStoppedRun_keepsItsFirstWords_beforeTheUnchangedPages() {
        var report = second
        report.stop = .cacheFailed("disk full")
        #expect(SyncSummary.line(report).hasPrefix("Stopped after 5 API requests"))
        #expect(SyncSummary.line(report).contains("4 list pages had not changed"))
    }
}
