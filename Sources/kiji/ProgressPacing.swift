import KijiData
import Synchronization

/// Lets a sync's progress through at most once an `interval`, and always its end.
final class ProgressPacing: Sendable {
    private let interval: Duration
    private let last = Mutex<ContinuousClock.Instant?>(nil)

    /// Pacing of one report an `interval`.
    init(interval: Duration) { self.interval = interval }

    /// Whether anything was let through yet.
    var hasLetThrough: Bool { last.withLock { $0 != nil } }

    /// Whether `progress` is to be shown now.
    func isDue(_ progress: SyncProgress) -> Bool {
        let now = ContinuousClock.now
        return last.withLock { last in
            let finished = progress.phase == .fetching && progress.itemsDone == progress.itemsTotal
            guard finished || last.map({ $0.duration(to: now) >= .milliseconds(250) }) ?? true else { return false }
            last = now
            return true
        }
    }
}
