import Synchronization

/// When the search index's queue is next due to be written, and whether a task is waiting for it.
struct IdleIndexing: Sendable {
    /// The time the queue may be written from: the last item kept, plus the store's delay.
    var due = ContinuousClock.now
    /// Whether a task is waiting for ``due`` or writing.
    var isRunning = false
}

extension CacheStore {
    /// How many queued items one transaction of the idle indexing writes: about 20 ms of Markdown,
    /// so a kiji process that keeps a page meanwhile waits for the writer at most that long.
    static let idleIndexingBatch = 20

    /// Writes the search index's queue once no item has been kept for ``searchIndexIdleDelay``, a
    /// batch at a time, on one background task; does nothing when the store has no delay.
    ///
    /// Each call moves the time the queue is due; the one task waits for it, and between two
    /// batches it goes back to waiting when an item was kept meanwhile. So a held PgDn, which keeps
    /// page after page, never shares the processor with the index, and keeping an item wakes no
    /// thread. What is still queued when kiji quits is written before the next search.
    func indexQueuedItemsWhenIdle() {
        guard let delay = searchIndexIdleDelay else { return }
        let starts = idleIndexing.withLock { state in
            state.due = .now + delay
            defer { state.isRunning = true }
            return !state.isRunning
        }
        guard starts else { return }
        Task.detached(priority: .background) { [self] in await writeQueueWhenIdle() }
    }

    /// Waits until the queue is due, writes a batch, and goes on until the queue is empty with
    /// nothing kept since.
    private func writeQueueWhenIdle() async {
        while true {
            let due = idleIndexing.withLock { $0.due }
            if ContinuousClock.now < due {
                try? await Task.sleep(until: due)
                continue
            }
            let queued = (try? writeQueuedSearchRows(limit: Self.idleIndexingBatch)) ?? 0
            guard queued == 0 else { continue }
            let finished = idleIndexing.withLock { state in
                guard ContinuousClock.now >= state.due else { return false }
                state.isRunning = false
                return true
            }
            if finished { return }
        }
    }
}
