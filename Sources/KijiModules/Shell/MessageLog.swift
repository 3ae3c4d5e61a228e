import FoundationEssentials
import LeanFoundation
import TerminalUI

/// Every message the status bar showed this session, whole, with the time it first showed: what
/// `e` lists, so a sentence the status bar had to cut, or one the next key cleared, can be read.
struct MessageLog {
    /// One message as it was shown.
    struct Entry: Equatable {
        /// The local time it first showed, `14:03:42`.
        var time: String
        /// The sentence, whole.
        var message: DisplayText
        /// Whether it reported a failure.
        var isError: Bool
        /// Technical detail behind it, if any.
        var detail: DisplayText
    }

    /// The most messages kept: the oldest go first.
    static let capacity = 300

    /// The messages, oldest first.
    private(set) var entries: [Entry] = []
    private let clock: () -> Date
    private let zone: LocalTimeZone

    /// Creates an empty log whose times are `clock`'s in `zone`.
    init(clock: @escaping () -> Date = Date.init, zone: LocalTimeZone = .system) {
        self.clock = clock
        self.zone = zone
    }

    /// Keeps `message`, unless it is empty.
    mutating func record(_ message: DisplayText, isError: Bool, detail: DisplayText = .empty) {
        guard !message.isEmpty else { return }
        entries.append(Entry(time: LocalDateTime(clock(), in: zone).clockSecondsText, message: message, isError: isError, detail: detail))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
