import Glibc

/// A thread of its own for a long-running loop, started with `pthread_create` and detached.
///
/// It stands in for Foundation's `Thread`, which FoundationEssentials does not have.
public enum DetachedThread {
    /// Runs `body` on a new thread named `name` (cut to the 15 bytes Linux keeps); false when no
    /// thread could be started.
    @discardableResult
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Context(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { raw in
            let context = Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue()
            context.applyName()
            context.body()
            return nil
        }, context) == 0 else {
            Unmanaged<Context>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Context {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }

        /// Names the calling thread, as `top -H` and `/proc/PID/task/*/comm` show it; the C library's
        /// `pthread_setname_np` is not visible to Swift without `_GNU_SOURCE`, so this writes the
        /// name where that function does.
        func applyName() {
            let file = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard file >= 0 else { return }
            defer { close(file) }
            let bytes = Array(name.utf8.prefix(15))
            _ = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        }
    }
}
