import Dispatch
import FoundationEssentials
import Synchronization

/// Runs async work from the synchronous command line and waits for its result.
///
/// Only for start-up and one-shot commands, before any UI runs: the work runs on the
/// cooperative pool while the calling thread waits.
enum Blocking {
    /// The result of `body`, or its error.
    static func run<T: Sendable, E: Error>(_ body: @escaping @Sendable () async throws(E) -> T) throws(E) -> T {
        let outcome = Mutex<Result<T, E>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result: Result<T, E>
            do throws(E) {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}
