import FoundationEssentials
import KijiData
import KijiModules
import LeanFoundation
import Localization

/// `O` in the reader: the same run as `kiji sync`, on the reader's connection, in the background;
/// its progress goes to the status bar at most four times a second, as the line of the width the
/// shell gives.
@MainActor
final class ReaderSync: BackgroundJob {
    private let sync: LibrarySync

    /// A background run of `sync`.
    init(_ sync: LibrarySync) { self.sync = sync }

    func start(report: @escaping @MainActor (@escaping @Sendable (Int) -> String) -> Void, finish: @escaping @MainActor (String, String, Bool) -> Void) {
        let sync = sync
        Task.detached {
            let pacing = ProgressPacing(interval: .milliseconds(250))
            let result = await sync.run { progress in
                guard pacing.isDue(progress) else { return }
                Task { @MainActor in report { SyncProgressLine.text(progress, width: $0) } }
            }
            let failures = result.failures.isEmpty
                ? [] : [trn("{count} item or image was skipped (e shows which).", "{count} items or images were skipped (e shows which).", count: result.failures.count)]
            let stop = result.stop.map { [$0.sentence { LocalDateTime($0, in: .system).clockText }] } ?? []
            let sentence = (stop + SyncSummary.lines(result) + failures).joined(separator: " ")
            let detail = result.failures.map { tr("Skipped: {reason}", ["reason": $0]) }.joined(separator: "\n")
            await MainActor.run { finish(sentence, detail, result.stop != nil) }
        }
    }
}
