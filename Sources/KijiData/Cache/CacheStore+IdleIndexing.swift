import Synchronization

extension CacheStore {
    /// How many queued items one transaction of the idle indexing writes: about 20 ms of Markdown,
    /// so a kiji process that keeps a page meanwhile waits for the writer at most that long.
    static let idleIndexingBatch = 20

    /// Writes the search index's queue once no item has been kept for ``searchIndexIdleDelay``, a
    /// batch at a time, on a background task; does nothing when the store has no delay.
    ///
    /// Each call starts the wait again and stops a writing under way between two batches, so a
    /// held PgDn, which keeps page after page, never shares the processor with the index. What is
    /// still queued when kiji quits is written before the next search.
    func indexQueuedItemsWhenIdle() {
        guard let delay = searchIndexIdleDelay else { return }
        searchIndexCatchUp.withLock { catchUp in
            catchUp?.cancel()
            catchUp = Task.detached(priority: .background) { [self] in
                guard (try? await Task.sleep(for: delay)) != nil else { return }
                while !Task.isCancelled, let queued = try? writeQueuedSearchRows(limit: Self.idleIndexingBatch), queued > 0 {}
            }
        }
    }
}
