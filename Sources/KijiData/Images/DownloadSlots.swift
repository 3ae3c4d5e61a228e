import Synchronization

/// At most a fixed number of holders at once; the others wait in order, and a waiter whose task
/// is cancelled leaves the queue at once.
final class DownloadSlots: Sendable {
    /// One wait for a slot.
    private final class Ticket: Sendable {
        enum Stage {
            case new
            case waiting(CheckedContinuation<Bool, Never>)
            case done
        }

        let stage = Mutex<Stage>(.new)
    }

    private struct State {
        var free: Int
        var queue: [Ticket] = []
    }

    private let state: Mutex<State>

    /// Slots for `count` holders at once.
    init(count: Int) {
        state = Mutex(State(free: count))
    }

    /// Waits for a slot; true once one is held (give it back with ``release()``), false when the
    /// task was cancelled first.
    func acquire() async -> Bool {
        let ticket = Ticket()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let granted = state.withLock { state -> Bool? in
                    let cancelled = ticket.stage.withLock { stage -> Bool in
                        if case .done = stage { return true }
                        return false
                    }
                    if cancelled { return false }
                    if state.free > 0 {
                        state.free -= 1
                        ticket.stage.withLock { $0 = .done }
                        return true
                    }
                    ticket.stage.withLock { $0 = .waiting(continuation) }
                    state.queue.append(ticket)
                    return nil
                }
                if let granted { continuation.resume(returning: granted) }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                let previous = ticket.stage.withLock { stage -> Ticket.Stage in
                    defer { stage = .done }
                    return stage
                }
                guard case .waiting(let continuation) = previous else { return nil }
                state.queue.removeAll { $0 === ticket }
                return continuation
            }
            waiting?.resume(returning: false)
        }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            while !state.queue.isEmpty {
                let ticket = state.queue.removeFirst()
                let stage = ticket.stage.withLock { stage -> Ticket.Stage in
                    defer { stage = .done }
                    return stage
                }
                if case .waiting(let continuation) = stage { return continuation }
            }
            state.free += 1
            return nil
        }
        next?.resume(returning: true)
    }
}
