import Glibc

/// Reads the terminal's input bytes straight from its descriptor and decodes them with a
/// ``KeyDecoder``, keeping the clock for a pending sequence: a lone Esc is answered once the
/// escape delay passes without more bytes.
struct InputReader {
    /// What one read brought.
    struct Batch {
        /// The events decoded, in order.
        var events: [Event] = []
        /// Whether the input ended (end of file or the terminal hung up).
        var ended = false
    }

    /// How long, in milliseconds, to wait for the pieces of a paste.
    static let pasteGapMilliseconds = 1000

    private let descriptor: Int32
    private let escapeDelayMilliseconds: Int
    private var decoder: KeyDecoder
    /// When the pending sequence expires, in `CLOCK_MONOTONIC` nanoseconds.
    private var deadline: UInt64?
    /// Events decoded from bytes read before the loop ran, delivered by the first read.
    private var early: [Event] = []

    /// Creates a reader of `descriptor`; `knownSequences` are the terminal's own key sequences.
    init(descriptor: Int32, escapeDelayMilliseconds: Int, knownSequences: [[UInt8]: Key]) {
        self.descriptor = descriptor
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
        decoder = KeyDecoder(knownSequences: knownSequences)
    }

    /// Milliseconds until a pending sequence must be finished (rounded up), 0 when it is due, or
    /// -1 when nothing is pending: a timeout for `poll`.
    var millisecondsUntilDeadline: Int32 {
        if !early.isEmpty { return 0 }
        guard let deadline else { return -1 }
        let now = Self.now()
        guard deadline > now else { return 0 }
        return Int32(clamping: (deadline - now + 999_999) / 1_000_000)
    }

    /// Reads what is waiting when `readable` (never blocking after the first read), then finishes
    /// a pending sequence whose time is up.
    mutating func read(readable: Bool) -> Batch {
        var batch = Batch(events: early)
        early = []
        if readable { readAvailable(into: &batch) }
        if let deadline, deadline <= Self.now() {
            self.deadline = nil
            batch.events += decoder.expire().compactMap(\.event)
        }
        return batch
    }

    /// Decodes `bytes` someone else read from the descriptor (keys typed while the terminal was
    /// being asked about itself), to be delivered first.
    mutating func takeEarly(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        early += decoder.feed(bytes[...]).compactMap(\.event)
        deadline = decoder.pendingWait.map { Self.now() + Self.nanoseconds(for: $0, escapeDelay: escapeDelayMilliseconds) }
    }

    /// Reads until nothing more is waiting (at most 64 reads, so a flood still lets a frame out).
    private mutating func readAvailable(into batch: inout Batch) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN { return }
            guard count > 0 else {
                batch.ended = true
                return
            }
            batch.events += decoder.feed(buffer[..<count]).compactMap(\.event)
            deadline = decoder.pendingWait.map { Self.now() + Self.nanoseconds(for: $0, escapeDelay: escapeDelayMilliseconds) }
            guard hasMore() else { return }
        }
    }

    private func hasMore() -> Bool {
        var descriptors = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptors, 1, 0) > 0
    }

    private static func nanoseconds(for wait: KeyDecoder.Wait, escapeDelay: Int) -> UInt64 {
        switch wait {
        case .escapeDelay: UInt64(max(0, escapeDelay)) * 1_000_000
        case .pasteGap: UInt64(pasteGapMilliseconds) * 1_000_000
        }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
