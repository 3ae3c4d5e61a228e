import KijiDomain

/// A presenter's loads, one at a time: starting a load cancels the one in flight, and only the
/// newest load's progress and outcome ever reach the presenter.
///
/// Each load gets a ``Ticket``; a callback made while it runs (such as "the cached copy is in")
/// checks ``isCurrent(_:)`` before it touches the screen, and the load's `finish` is only called
/// while its ticket is current. ``cancel()`` (when the screen closes) makes every ticket stale.
@MainActor
final class LoadSequence {
    /// One load's place in the sequence.
    struct Ticket: Equatable {
        fileprivate let generation: Int
    }

    private var generation = 0
    private var task: Task<Void, Never>?

    /// Whether a load is running.
    var isLoading: Bool { task != nil }

    /// Starts `load`, cancelling any load in flight; when it ends and is still the newest,
    /// `finish` gets its failure (nil on success, cancellations included).
    func start(
        _ load: @escaping @MainActor (Ticket) async throws(LoadError) -> Void,
        finish: @escaping @MainActor (LoadError?) -> Void
    ) {
        task?.cancel()
        generation += 1
        let ticket = Ticket(generation: generation)
        task = Task { [weak self] in
            var failure: LoadError?
            do throws(LoadError) {
                try await load(ticket)
            } catch {
                failure = error
            }
            guard let self, self.isCurrent(ticket) else { return }
            self.task = nil
            finish(failure)
        }
    }

    /// Whether `ticket` belongs to the newest load, which was not cancelled.
    func isCurrent(_ ticket: Ticket) -> Bool { ticket.generation == generation }

    /// Cancels the load in flight; nothing it reports reaches the presenter any more.
    func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }
}
