import Foundation
import LeanFoundation
import Synchronization
import Testing

/// A long-lived helper on pipes: lines both ways, started clean, ended without a hang.
@Suite(.timeLimit(.minutes(1)))
struct PipedChildProcessTests {
    private func shell(_ script: String) throws -> PipedChildProcess {
        try #require(PipedChildProcess.start("/bin/sh", arguments: ["-c", script]))
    }

    @Test func linesGoBothWays_inOrder_andFinishingEndsTheChild() async throws {
        let child = try shell(#"while read -r line; do echo "got $line"; done"#)
        for number in 1...3 { #expect(await child.send("line \(number)")) }
        #expect(await child.receiveLine() == "got line 1")
        #expect(await child.receiveLine() == "got line 2")
        let long = String(repeating: "x", count: 300_000)
        #expect(await child.send(long))
        #expect(await child.receiveLine() == "got line 3")
        #expect(await child.receiveLine() == "got " + long)
        child.finish()
        #expect(await child.exitStatus() == 0)
        #expect(await child.receiveLine() == nil)
        #expect(await child.send("after the end") == false)
    }

    @Test func theChildIsNamedByItsWholePath() async throws {
        let child = try shell(#"tr '\000' '\n' < /proc/$$/cmdline"#)
        #expect(await child.receiveLine() == "/bin/sh")
        #expect(await child.receiveLine() == "-c")
    }

    @Test func signalsBlockedOrIgnoredInKiji_areNeitherInTheChild() async throws {
        var usr1 = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &usr1, &previousMask)
        let previousAction = signal(SIGUSR2, SIG_IGN)
        let mine = Self.signalFields(of: (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? "")
        let started = PipedChildProcess.start("/bin/sh", arguments: ["-c", "exec grep -E '^Sig(Blk|Ign):' /proc/self/status"])
        signal(SIGUSR2, previousAction)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        let child = try #require(started)
        #expect(mine["SigBlk"].map { $0 & (1 << (SIGUSR1 - 1)) != 0 } == true)
        #expect(mine["SigIgn"].map { $0 & (1 << (SIGUSR2 - 1)) != 0 } == true)
        var lines: [String] = []
        while let line = await child.receiveLine() { lines.append(line) }
        let theirs = Self.signalFields(of: lines.joined(separator: "\n"))
        #expect(theirs.mapValues { $0 & ~Self.glibcReserved } == ["SigBlk": 0, "SigIgn": 0])
    }

    @Test func aChildThatDiesMidRequest_answersNil_andTakesNoMoreLines() async throws {
        let child = try shell("read -r line; exit 3")
        #expect(await child.send("question"))
        #expect(await child.receiveLine() == nil)
        #expect(await child.exitStatus() == 3)
        #expect(await child.send("another") == false)
    }

    @Test func terminating_endsAWaitingReceiver() async throws {
        let child = try shell("exec sleep 30")
        let answer = Task { await child.receiveLine() }
        try await Task.sleep(for: .milliseconds(50))
        child.terminate()
        #expect(await answer.value == nil)
        #expect(await child.exitStatus() == nil)
    }

    /// More silent children than the pool has threads, each with a task awaiting its reply: work on
    /// the pool still runs. A receiver that blocked its thread would starve the pool until the
    /// children end by themselves (20 seconds), and the receivers would have returned by then.
    @Test func waitingReceivers_leaveTheCooperativePoolFree() async throws {
        let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
        let children = try (0..<count).map { _ in try shell("exec sleep 20") }
        let waiting = Counter()
        let returned = Counter()
        let receivers = children.map { child in
            Task.detached {
                waiting.add()
                let line = await child.receiveLine()
                returned.add()
                return line
            }
        }
        let deadline = ContinuousClock.now + .seconds(30)
        while waiting.value < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let probe = await Task.detached { 6 * 7 }.value
        #expect(probe == 42)
        #expect(waiting.value == count)
        #expect(returned.value == 0)
        for child in children { child.terminate() }
        for receiver in receivers { #expect(await receiver.value == nil) }
    }

    /// Signals 32 and 33, which glibc keeps for itself: its `posix_spawn` sets them to be ignored in
    /// every child, and the C library of the program the child runs takes them back.
    private static let glibcReserved: UInt64 = 1 << 31 | 1 << 32

    /// The `SigBlk` and `SigIgn` masks of a /proc status text.
    private static func signalFields(of status: String) -> [String: UInt64] {
        var fields: [String: UInt64] = [:]
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, ["SigBlk", "SigIgn"].contains(parts[0]) else { continue }
            fields[String(parts[0])] = UInt64(parts[1].trimmingCharacters(in: .whitespaces), radix: 16)
        }
        return fields
    }
}

/// A count that tasks add to.
private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add() { count.withLock { $0 += 1 } }
}
