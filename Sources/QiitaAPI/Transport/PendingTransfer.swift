import Synchronization

/// The meeting point of a request and its task's cancellation handler, which may run first.
final class PendingTransfer: Sendable {
    private let state = Mutex<(transfer: CurlTransfer?, cancelled: Bool)>((nil, false))

    /// Records the transfer; if the task was already cancelled, marks it so the loop never starts it.
    func attach(_ transfer: CurlTransfer) {
        let alreadyCancelled = state.withLock { state in
            state.transfer = transfer
            return state.cancelled
        }
        if alreadyCancelled { transfer.cancelRequested.store(true, ordering: .sequentiallyConsistent) }
    }

    /// Marks the request cancelled and returns its transfer, if it has one yet.
    func cancel() -> CurlTransfer? {
        state.withLock { state in
            state.cancelled = true
            return state.transfer
        }
    }
}
