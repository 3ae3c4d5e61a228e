import KijiDomain
import Synchronization

/// One feed's kept copy read from the cache (and parsed) ahead of time, on another thread, for the
/// first request for it.
///
/// The trend as the first screen asks for its kept copy only once the terminal is set up and the
/// screen is built; starting the read as soon as the cache is open lets the two overlap, as
/// ``PageReadAhead`` does for a list's first page.
final class FeedReadAhead: Sendable {
    private let source: FeedSource
    private let read: Task<FeedPage?, Never>
    private let taken = Mutex(false)

    /// Starts `read`, the kept copy of `source`.
    init(source: FeedSource, read: @escaping @Sendable () async -> FeedPage?) {
        self.source = source
        self.read = Task.detached(priority: .userInitiated, operation: read)
    }

    /// The read, the first time `source` is asked for; nil for any other feed and afterwards, when
    /// the cache may have changed.
    func take(_ source: FeedSource) -> Task<FeedPage?, Never>? {
        guard source == self.source else { return nil }
        return taken.withLock { taken in
            defer { taken = true }
            return taken ? nil : read
        }
    }
}
