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
        #expect(ClipboardRoute.tmuxCommands(for: "https://a/b") == [["set-buffer", "-w", "--", "https://a/b"], ["set-buffer", "--", "https://a/b"]])
    }

    @Test func outsideTmux_orWithoutItsProgram_theTextGoesToTheTerminal() {
        #expect(ClipboardRoute.chosen(environment: [:], findProgram: findsTmux) == .terminal)
        #expect(ClipboardRoute.chosen(environment: ["TMUX": ""], findProgram: findsTmux) == .terminal)
        #expect(ClipboardRoute.chosen(environment: ["TMUX": "/tmp/tmux-0/default,123,0"], findProgram: { _ in nil }) == .terminal)
    }

    @Test func inARealTmux_theAddressLandsInItsPasteBuffer_andKijiSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-clipboard-\(getpid())").path
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
        let address = "https://qiita.com/alice/items/7e476343f4a1b2c3d4e5"
        #expect(actions.copyToClipboard(address) == .tmuxBuffer)
        #expect(tmux(socket, ["save-buffer", folder + "/buffer"]) == 0)
        #expect(try String(contentsOfFile: folder + "/buffer", encoding: .utf8) == address)
    }

    /// Runs tmux on the server at `socket` (its streams on /dev/null, as kiji runs it); its exit status.
    private func tmux(_ socket: String, _ arguments: [String]) -> Int32? {
        ChildProcess.start("/usr/bin/tmux", arguments: ["-S", socket] + arguments, attachment: .detached)?.waitForExit()
    }
}
