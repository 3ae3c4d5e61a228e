import Foundation
import LeanFoundation
import Testing

/// Children are started the way kiji needs them: an editor on the terminal, a browser detached.
struct ChildProcessTests {
    private func shell(_ script: String, environment: [String: String]? = nil, attachment: ChildProcess.Attachment) -> Int32? {
        guard let child = ChildProcess.start("/bin/sh", arguments: ["-c", script], environment: environment, attachment: attachment) else {
            Issue.record("/bin/sh did not start")
            return nil
        }
        return child.waitForExit()
    }

    @Test func exitStatus_isReported_andASignalGivesNone() {
        #expect(shell("exit 3", attachment: .terminal) == 3)
        #expect(shell("exit 0", attachment: .detached) == 0)
        #expect(shell("kill -KILL $$", attachment: .terminal) == nil)
    }

    @Test func aMissingProgram_doesNotStart() {
        #expect(ChildProcess.start("/nonexistent/kiji-editor", arguments: [], attachment: .terminal) == nil)
    }

    @Test func arguments_followTheProgramsName() {
        let child = ChildProcess.start("/bin/sh", arguments: ["-c", #"[ "$0" = name ] && [ "$1" = "two words" ] && [ $# -eq 1 ]"#, "name", "two words"], attachment: .terminal)
        #expect(child?.waitForExit() == 0)
    }

    @Test func environment_isExactlyTheOneGiven_orKijisOwn() {
        #expect(shell(#"[ "$KIJI_CHILD" = yes ] && [ -z "$HOME" ]"#, environment: ["KIJI_CHILD": "yes"], attachment: .terminal) == 0)
        #expect(shell(#"[ "$PATH" = "\#(ProcessInfo.processInfo.environment["PATH"] ?? "")" ]"#, attachment: .terminal) == 0)
    }

    @Test func onTheTerminal_itSharesKijisProcessGroupAndStreams() {
        let group = getpgrp()
        #expect(shell("[ \"$(cut -d ' ' -f 5 /proc/$$/stat)\" = \(group) ]", attachment: .terminal) == 0)
        let output = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/1")) ?? ""
        #expect(shell("[ \"$(readlink /proc/$$/fd/1)\" = '\(output)' ]", attachment: .terminal) == 0)
    }

    @Test func detached_itLeadsItsOwnGroup_withStreamsOnDevNull() {
        #expect(shell("[ \"$(cut -d ' ' -f 5 /proc/$$/stat)\" = $$ ]", attachment: .detached) == 0)
        #expect(shell("for fd in 0 1 2; do [ \"$(readlink /proc/$$/fd/$fd)\" = /dev/null ] || exit 1; done", attachment: .detached) == 0)
    }

    @Test func kijisOtherDescriptors_areClosedInTheChild() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        #expect(descriptor > 2)
        defer { close(descriptor) }
        #expect(shell("[ ! -e /proc/$$/fd/\(descriptor) ]", attachment: .terminal) == 0)
    }

    @Test func signals_blockedInKiji_areNotBlockedInTheChild() {
        var usr1 = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &usr1, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #expect(shell("exec grep -q '^SigBlk:[[:space:]]*0*$' /proc/self/status", attachment: .terminal) == 0)
    }

    @Test func reapWhenItEnds_leavesNoZombie() async throws {
        let child = try #require(ChildProcess.start("/bin/sh", arguments: ["-c", "exit 0"], attachment: .detached))
        child.reapWhenItEnds()
        let deadline = Date().addingTimeInterval(10)
        while FileManager.default.fileExists(atPath: "/proc/\(child.pid)"), Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(child.pid)"))
    }
}
