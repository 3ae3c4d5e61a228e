import FoundationEssentials
import LeanFoundation
import TerminalUI
import Testing
@testable import KijiModules

/// The session's messages, whole and timed, as the log keeps them.
struct MessageLogTests {
    /// 2026-12-05 14:03:42 UTC.
    private static let moment = Date(timeIntervalSince1970: 1_796_479_422)

    @Test func aMessage_isKeptWhole_withItsTime() {
        var log = MessageLog(clock: { Self.moment }, zone: .utc)
        log.record("Copied https://qiita.com/a/items/1 to the clipboard.", isError: false)
        log.record("Could not stock the item.", isError: true, detail: "HTTP 503")
        #expect(log.entries.map(\.time) == ["14:03:42", "14:03:42"])
        #expect(log.entries.map(\.message.string) == ["Copied https://qiita.com/a/items/1 to the clipboard.", "Could not stock the item."])
        #expect(log.entries.map(\.isError) == [false, true])
        #expect(log.entries[1].detail == "HTTP 503")
    }

    @Test func anEmptyMessage_isNotKept() {
        var log = MessageLog(clock: { Self.moment }, zone: .utc)
        log.record("", isError: false)
        #expect(log.entries.isEmpty)
    }

    @Test func pastItsCapacity_theOldestGo() {
        var log = MessageLog(clock: { Self.moment }, zone: .utc)
        for number in 0..<(MessageLog.capacity + 5) { log.record(DisplayText(sanitizing: "message \(number)"), isError: false) }
        #expect(log.entries.count == MessageLog.capacity)
        #expect(log.entries.first?.message.string == "message 5")
        #expect(log.entries.last?.message.string == "message \(MessageLog.capacity + 4)")
    }
}
