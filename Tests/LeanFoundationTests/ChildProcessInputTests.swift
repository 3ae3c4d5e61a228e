import Foundation
import LeanFoundation
import Testing

/// A child run to its end with text on its standard input (the text kiji hands `tmux load-buffer`).
struct ChildProcessInputTests {
    private let folder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-child-input-\(getpid())-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    @Test func input_ofMegabytes_reachesTheChildWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = (1...40_000).map { "line \($0)\t値 \($0)  " }.joined(separator: "\n")
        let status = ChildProcess.run("/bin/sh", arguments: ["-c", "cat > \"$0\"", folder + "/got"], input: Array(text.utf8))
        #expect(status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/got")) == Data(text.utf8))
    }

    @Test func aChildThatReadsNothing_endsTheRun_andNoSIGPIPEReachesKiji() {
        let input = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
        #expect(ChildProcess.run("/bin/sh", arguments: ["-c", "exec 0<&-; exit 4"], input: input) == 4)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func theChild_hasItsOwnProcessGroup_andNoOutputOnKijisStreams() {
        let script = "[ \"$(cut -d ' ' -f 5 /proc/$$/stat)\" = $$ ] && [ \"$(readlink /proc/$$/fd/1)\" = /dev/null ] && [ \"$(readlink /proc/$$/fd/2)\" = /dev/null ]"
        #expect(ChildProcess.run("/bin/sh", arguments: ["-c", script], input: []) == 0)
    }

    @Test func aMissingProgram_givesNoStatus() {
        #expect(ChildProcess.run("/nonexistent/kiji-tmux", arguments: [], input: Array("text".utf8)) == nil)
    }
}
