import ArticleLayout
import CodeHighlighter
import Foundation
import MarkdownText
import Synchronization
import Testing

/// The highlighter's helper process, played by a shell script: how it is started, waited for, and
/// given up on.
@Suite(.timeLimit(.minutes(1)))
struct HelperLifeTests {
    private func request(_ number: Int) -> CodeHighlightRequest {
        CodeHighlightRequest(block: CodeBlock(language: "python", lines: ["value_\(number) = \(number)"]))!
    }

    @Test func aHelperThatDiesMidRequest_leavesTheCodePlain_andSaysSo() async throws {
        let helper = try FakeHelper(script: #"echo '{"ready": "fake"}'; read -r line; exit 1"#)
        defer { helper.remove() }
        let highlighter = PygmentsHighlighter(python: helper.path)
        let result = await highlighter.highlights(for: [request(1), request(2)])
        #expect(result.highlights.count == 0)
        #expect(result.problem == "Code is not coloured: the Pygments helper stopped.")
        let again = await highlighter.highlights(for: [request(1)])
        #expect(again.highlights.count == 0)
        #expect(again.problem == nil)
    }

    /// The helper starts with no signal ignored, though kiji ignores some (it ignores SIGTTIN here),
    /// and none blocked. The script reads its own status with
    /// builtins only: the shell blocks every signal while it waits for a command it started. Signals
    /// 32 and 33 are glibc's own: its `posix_spawn` ignores them in every child.
    @Test func theHelperStarts_withNoSignalIgnoredOrBlocked() async throws {
        let helper = try FakeHelper(script: #"""
            while IFS= read -r field; do
                case "$field" in SigBlk:* | SigIgn:*) echo "$field" ;; esac
            done < /proc/$$/status > "$dir/signals"
            echo '{"ready": "fake"}'
            while read -r line; do echo '{"unknown": true}'; done
            """#)
        defer { helper.remove() }
        let previous = signal(SIGTTIN, SIG_IGN)
        defer { signal(SIGTTIN, previous) }
        let mine = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        #expect(mine.split(separator: "\n").contains { $0.hasPrefix("SigIgn:") && !$0.hasSuffix("0000000000000000") })
        let highlighter = PygmentsHighlighter(python: helper.path)
        let result = await highlighter.highlights(for: [request(1)])
        highlighter.shutDown()
        #expect(result.problem == nil)
        let signals = try String(contentsOf: helper.folder.appendingPathComponent("signals"), encoding: .utf8)
        let masks = signals.split(separator: "\n").map { line in
            UInt64(line.split(separator: "\t").last ?? "", radix: 16).map { $0 & ~(1 << 31 | 1 << 32) }
        }
        #expect(signals.hasPrefix("SigBlk:") && masks == [0, 0])
    }

    /// Many batches at once, each waiting on a helper that takes its time: other work on the pool
    /// still runs. A batch that blocked its thread while it waited would starve the pool until the
    /// helpers gave up waiting (ten seconds), and the batches would have returned by then.
    @Test func batchesWaitingOnASlowHelper_leaveTheCooperativePoolFree() async throws {
        let helper = try FakeHelper(script: #"""
            echo '{"ready": "fake"}'
            while read -r line; do
                touch "$dir/asked.$$"
                tries=0
                while [ ! -e "$dir/release" ] && [ $tries -lt 200 ]; do sleep 0.05; tries=$((tries + 1)); done
                echo '{"runs": [["keyword", 5]]}'
            done
            """#)
        defer { helper.remove() }
        let highlighter = PygmentsHighlighter(python: helper.path)
        defer { highlighter.shutDown() }
        let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
        let returned = Counter()
        let batches = (0..<count).map { number in
            Task.detached {
                let result = await highlighter.highlights(for: [CodeHighlightRequest(block: CodeBlock(language: "python", lines: ["x = \(number % 10)"]))!])
                returned.add()
                return result
            }
        }
        let deadline = ContinuousClock.now + .seconds(30)
        while helper.files(startingWith: "asked.").count < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let probe = await Task.detached { 6 * 7 }.value
        #expect(probe == 42)
        #expect(helper.files(startingWith: "asked.").count == count)
        #expect(returned.value == 0)
        _ = FileManager.default.createFile(atPath: helper.folder.appendingPathComponent("release").path, contents: nil)
        for batch in batches {
            let result = await batch.value
            #expect(result.highlights.count == 1)
        }
    }
}

/// A count that tasks add to.
private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add() { count.withLock { $0 += 1 } }
}
