import Glibc
import Testing
@testable import TerminalUI

/// Keys typed while the terminal was being asked about itself: read by the question, handed to the input.
struct InputReaderEarlyTests {
    @Test func bytesTakenEarly_areDeliveredFirstWithoutWaitingForInput_thenWhatTheDescriptorHas() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        var reader = InputReader(descriptor: ends[0], escapeDelayMilliseconds: 25, knownSequences: [:])
        #expect(reader.millisecondsUntilDeadline == -1)
        reader.takeEarly(Array("j\u{1B}[A".utf8))
        #expect(reader.millisecondsUntilDeadline == 0, "the loop must wake at once to deliver them")
        #expect(reader.read(readable: false).events == [.key(.character("j")), .key(.up)])
        #expect(reader.millisecondsUntilDeadline == -1)
        _ = write(ends[1], "q", 1)
        #expect(reader.read(readable: true).events == [.key(.character("q"))])
    }
}
