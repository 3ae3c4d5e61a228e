import Foundation
import KijiModules
import LeanFoundation
import Testing

@testable import kiji

/// How `y` copies: into tmux's paste buffer inside tmux (whose default drops an application's
/// OSC 52), else as OSC 52 to the terminal; and what it then says.
@MainActor
struct ClipboardRouteTests {
    private let findsTmux: (String) -> String? = { $0 == "tmux" ? "/usr/bin/tmux" : nil }

    @Test func insideTmux_theTextGoesThroughTmuxsOwnCommand() {
        let route = ClipboardRoute.chosen(environment: ["TMUX": "/tmp/tmux-0/default,123,0"], findProgram: findsTmux)
        #expect(route == .tmux(program: "/usr/bin/tmux"))
        #expect(ClipboardRoute.tmuxCommands == [["load-buffer", "-w", "-"], ["load-buffer", "-"]])
    }

    @Test func outsideTmux_orWithoutItsProgram_theTextGoesToTheTerminal() {
        #expect(ClipboardRoute.chosen(environment: [:], findProgram: findsTmux) == .terminal)
        #expect(ClipboardRoute.chosen(environment: ["TMUX": ""], findProgram: findsTmux) == .terminal)
        #expect(ClipboardRoute.chosen(environment: ["TMUX": "/tmp/tmux-0/default,123,0"], findProgram: { _ in nil }) == .terminal)
    }

    @Test func inARealTmux_theAddressLandsInItsPasteBuffer_andKijiSaysSo() throws {
        let address = "https://qiita.com/alice/items/7e476343f4a1b2c3d4e5"
        #expect(try copiedInARealTmux(address) == address)
    }

    @Test func inARealTmux_aCodeBlockOfTenThousandLinesLandsWhole() throws {
        let code = (1...10_000).map { "    puts \"行 \($0)\"\t# trailing  " }.joined(separator: "\n")
        #expect(try copiedInARealTmux(code) == code)
    }

    /// Copies `text` with kiji's clipboard inside a tmux server of its own; what its paste buffer then holds.
    private func copiedInARealTmux(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-clipboard-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let socket = folder + "/tmux.sock"
        defer {
            _ = tmux(socket, ["kill-server"])
            try? FileManager.default.removeItem(atPath: folder)
        }
        #expect(tmux(socket, ["-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24"]) == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = "\(socket),0,0"
        let actions = SystemExternalActions(environment: environment) { work in work() }
        #expect(actions.copyToClipboard(text) == .tmuxBuffer)
        #expect(tmux(socket, ["save-buffer", folder + "/buffer"]) == 0)
        return try String(contentsOfFile: folder + "/buffer", encoding: .utf8)
    }

    /// Runs tmux on the server at `socket` (its streams on /dev/null, as kiji runs it); its exit status.
    private func tmux(_ socket: String, _ arguments: [String]) -> Int32? {
        ChildProcess.start("/usr/bin/tmux", arguments: ["-S", socket] + arguments, attachment: .detached)?.waitForExit()
    }
}
