#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite

/// State that only the holder of a pthread mutex may touch.
///
/// `Synchronization.Mutex` would do, but its `sending` rules refuse to hand a connection to a
/// caller's closure and return what that closure made; this lock trusts the types that use it
/// (``Database``) to keep a connection to one thread at a time.
final class Locked<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    /// State guarded by a new error-checking mutex.
    init(_ state: State) {
        self.state = state
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the state while holding the lock; throws rather than waiting forever when
    /// this thread already holds it (a `write` inside a `write`).
    func withLock<T>(_ body: (inout State) throws -> T) throws -> T {
        guard pthread_mutex_lock(mutex) == 0 else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "the database was used again from inside its own write")
        }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
