import KijiDomain
import Synchronization

/// Downloads by address, at most a fixed number at once, and never two of the same address at
/// once: a second caller for an address being fetched waits for that download instead.
///
/// A download runs in a task of its own, off the caller's actor. Each caller may leave early (its
/// task cancelled) and gets ``LoadError/Kind/cancelled`` at once; the download itself is cancelled
/// only when its last caller has left, so an image scrolled out of view stops downloading.
final class SharedDownloads: Sendable {
    typealias Work = @Sendable () async throws(LoadError) -> [UInt8]
    typealias Outcome = Result<[UInt8], LoadError>

    /// One address being fetched and the callers waiting for it.
    private struct Flight {
        let id: Int
        var waiters: [Int: CheckedContinuation<Outcome, Never>] = [:]
        var task: Task<Void, Never>?
    }

    private struct State {
        var flights: [String: Flight] = [:]
        var nextID = 0
        /// Callers cancelled before they began to wait.
        var leftEarly: Set<Int> = []
    }

    private let state = Mutex(State())
    private let slots: DownloadSlots

    /// Downloads at most `maxConcurrent` addresses at once.
    init(maxConcurrent: Int) {
        slots = DownloadSlots(count: maxConcurrent)
    }

    /// The bytes `work` fetches for `key`, sharing a download already under way for the same key.
    func bytes(for key: String, work: @escaping Work) async throws(LoadError) -> [UInt8] {
        let waiter = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                join(key, waiter: waiter, continuation: continuation, work: work)
            }
        } onCancel: {
            leave(key, waiter: waiter)
        }
        // A cancellation that came after this caller's answer left a mark that no join will take.
        state.withLock { _ = $0.leftEarly.remove(waiter) }
        return try outcome.get()
    }

    private func join(_ key: String, waiter: Int, continuation: CheckedContinuation<Outcome, Never>, work: @escaping Work) {
        enum Next { case resumeCancelled, wait, start(Int) }
        let next = state.withLock { state -> Next in
            if state.leftEarly.remove(waiter) != nil { return .resumeCancelled }
            if state.flights[key] != nil {
                state.flights[key]?.waiters[waiter] = continuation
                return .wait
            }
            state.nextID += 1
            state.flights[key] = Flight(id: state.nextID, waiters: [waiter: continuation])
            return .start(state.nextID)
        }
        switch next {
        case .resumeCancelled:
            continuation.resume(returning: .failure(ImageLoadFailure.cancelled))
        case .wait:
            break
        case .start(let flight):
            let task = Task.detached { [self] in await run(key, flight: flight, work: work) }
            let stillWanted = state.withLock { state -> Bool in
                guard state.flights[key]?.id == flight else { return false }
                state.flights[key]?.task = task
                return true
            }
            if !stillWanted { task.cancel() }
        }
    }

    private func leave(_ key: String, waiter: Int) {
        let (continuation, abandoned) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, Task<Void, Never>?) in
            guard let continuation = state.flights[key]?.waiters.removeValue(forKey: waiter) else {
                state.leftEarly.insert(waiter)
                return (nil, nil)
            }
            guard state.flights[key]?.waiters.isEmpty == true else { return (continuation, nil) }
            let task = state.flights.removeValue(forKey: key)?.task
            return (continuation, task)
        }
        continuation?.resume(returning: .failure(ImageLoadFailure.cancelled))
        abandoned?.cancel()
    }

    private func run(_ key: String, flight: Int, work: Work) async {
        let outcome: Outcome
        if await slots.acquire() {
            do throws(LoadError) {
                outcome = .success(try await work())
            } catch {
                outcome = .failure(error)
            }
            slots.release()
        } else {
            outcome = .failure(ImageLoadFailure.cancelled)
        }
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            guard state.flights[key]?.id == flight else { return [] }
            return state.flights.removeValue(forKey: key).map { Array($0.waiters.values) } ?? []
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

}
