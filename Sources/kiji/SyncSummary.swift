import KijiData
import Localization

/// The words `kiji sync` ends with: one summary line, and the items and images it skipped.
enum SyncSummary {
    /// How many skipped items and images are listed one a line before the rest are counted.
    static let listedFailures = 5

    /// The summary line to say, if any: none when there was nothing to sync (the stop's sentence
    /// says all).
    static func lines(_ report: SyncReport) -> [String] {
        report.stop == .nothingToSync ? [] : [line(report)]
    }

    /// The summary: what was kept (or, a dry run, what would be fetched), the list pages the API
    /// said were unchanged, and the requests it cost.
    static func line(_ report: SyncReport) -> String {
        var sentences: [String] = []
        if report.resumed { sentences.append(tr("Went on where the last run stopped.")) }
        let counts: KeyValuePairs<String, String> = [
            "items": String(report.items), "lists": String(report.lists), "changed": String(report.newOrChangedItems),
            "comments": String(report.commentLists), "images": String(report.imagesFetched), "kept": String(report.imagesKept),
            "bytes": ByteCount.describe(report.bytes), "requests": String(report.requests),
            "total": String(report.requests + report.commentLists),
        ]
        if report.isDryRun {
            sentences.append(tr(
                "kiji sync would keep {items} items from {lists} lists ({changed} new or changed), fetch the comments of {comments} and {images} images not kept yet: about {total} API requests, {requests} of them spent now to read the lists.",
                counts))
        } else if report.stop == nil {
            sentences.append(tr(
                "Kept {items} items from {lists} lists ({changed} new or changed), the comments of {comments} and {images} new images ({kept} kept already): {bytes} in {requests} API requests.",
                counts))
        } else {
            sentences.append(tr(
                "Stopped after {requests} API requests: of {items} items from {lists} lists, the comments of {comments} and {images} new images were kept ({bytes}).",
                counts))
        }
        if report.pagesNotModified > 0 {
            sentences.append(trn(
                "{count} list page had not changed since it was kept (the API answered “not modified”).",
                "{count} list pages had not changed since they were kept (the API answered “not modified”).",
                count: report.pagesNotModified))
        }
        if let left = report.requestsLeft {
            sentences.append(tr("{count} API requests are left this hour.", ["count": String(left)]))
        }
        return sentences.joined(separator: " ")
    }

    /// The first ``listedFailures`` failures, then how many more there were.
    static func failureLines(_ report: SyncReport) -> [String] {
        let shown = report.failures.prefix(listedFailures).map { tr("Skipped: {reason}", ["reason": $0]) }
        let more = report.failures.count - shown.count
        return shown + (more > 0 ? [trn("…and {count} more skipped.", "…and {count} more skipped.", count: more)] : [])
    }
}
