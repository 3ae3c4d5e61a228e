import Synchronization

/// Sentences about the cache that the user must see, each once: a damaged file replaced, a read
/// mark that could not be kept, a full disk.
///
/// Said from any thread; held until a listener (the status bar) is set, then handed to it.
public final class CacheNotices: Sendable {
    private struct State {
        var said: Set<String> = []
        var pending: [String] = []
        var listener: (@Sendable (String) -> Void)?
    }

    private let state = Mutex(State())

    /// No notices yet.
    public init() {}

    /// Says `sentence`, unless it was said before.
    public func say(_ sentence: String) {
        let listener = state.withLock { state -> (@Sendable (String) -> Void)? in
            guard state.said.insert(sentence).inserted else { return nil }
            if state.listener == nil { state.pending.append(sentence) }
            return state.listener
        }
        listener?(sentence)
    }

    /// Hands every sentence said so far, and each one said afterwards, to `listener`.
    public func listen(_ listener: @escaping @Sendable (String) -> Void) {
        let pending = state.withLock { state in
            state.listener = listener
            defer { state.pending = [] }
            return state.pending
        }
        pending.forEach(listener)
    }

    /// The sentences said and not yet handed to a listener; they are handed over only once.
    public func drain() -> [String] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }
}
