import Foundation
import Testing

/// A target's folders are layers too: within TerminalUI, no folder uses a folder that uses it back,
/// so each can be read (and moved out) from the bottom up.
struct FolderCycleTests {
    @Test func terminalUIsFolders_formNoCycle() throws {
        let target = ArchitectureDiagramTests.root.appendingPathComponent("Sources/TerminalUI")
        let graph = try FolderGraph(target: target)
        #expect(graph.uses.keys.count > 1)
        let arrows = graph.uses.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.sorted().joined(separator: ", "))" }
        #expect(
            graph.cycles == [],
            "TerminalUI's folders use one another in a cycle: \(graph.cycles.joined(separator: "; ")). Arrows: \(arrows.joined(separator: "; "))")
    }

    @Test func aNameDeclaredInOneFolder_andMentionedInAnother_isAnArrow() {
        let keys = SwiftSourceNames(source: "public enum Key { case up }\n")
        let loop = SwiftSourceNames(source: "@MainActor\npublic final class EventLoop {\n    func send(_ key: Key) {}\n}\n")
        let graph = FolderGraph(names: ["Keys": [keys], "Loop": [loop]])
        #expect(graph.uses == ["Loop": ["Keys"], "Keys": []])
    }

    @Test func commentsStrings_andPrivateDeclarations_makeNoArrow() {
        let keys = SwiftSourceNames(source: """
            /// Sends an ``Event``.
            private struct Hidden {}
            let text = "Event \\(1) \\" Event"
            let raw = #"Event "quoted" Event"#
            /* Event /* nested Event */ Event */
            let block = \"\"\"
                Event
                \"\"\"
            let after = 1
            """)
        #expect(!keys.used.contains("Event"))
        #expect(!keys.declared.contains("Hidden"))
        #expect(keys.declared == ["text", "raw", "block", "after"])
        let loop = SwiftSourceNames(source: "public enum Event {}\nfunc use(_ hidden: Hidden) {}\n")
        #expect(FolderGraph(names: ["Keys": [keys], "Loop": [loop]]).uses == ["Keys": [], "Loop": []])
    }

    @Test func threeFoldersInACircle_areReportedAsOneCycle_andALineIsNot() {
        let circle = FolderGraph(uses: ["Keys": ["Loop"], "Loop": ["Terminal"], "Terminal": ["Keys"], "Widgets": ["Keys"]])
        #expect(circle.cycles == ["Keys → Loop → Terminal → Keys"])
        let line = FolderGraph(uses: ["Keys": [], "Loop": ["Keys", "Terminal"], "Terminal": ["Keys"], "Widgets": ["Loop"]])
        #expect(line.cycles == [])
    }
}
