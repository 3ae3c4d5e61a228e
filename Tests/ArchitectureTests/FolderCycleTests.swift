import Foundation
import Testing

/// A target's folders are layers too: within any target, no folder uses a folder that uses it back,
/// so each can be read (and moved out) from the bottom up.
struct FolderCycleTests {
    /// Every target under Sources that has Swift files in more than one folder.
    static let foldedTargets: [String] = {
        let sources = ArchitectureDiagramTests.root.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return targets.sorted().filter { name in
            (try? FolderGraph(target: sources.appendingPathComponent(name)))?.uses.keys.count ?? 0 > 1
        }
    }()

    @Test func theTargetsWithFolders_includeTheLayeredOnes() {
        #expect(Set(["TerminalUI", "KijiModules", "KijiData", "MarkdownText", "QiitaStub", "QiitaAPI"]).isSubset(of: Self.foldedTargets))
    }

    @Test(arguments: foldedTargets) func aTargetsFolders_formNoCycle(target name: String) throws {
        let target = ArchitectureDiagramTests.root.appendingPathComponent("Sources/\(name)")
        let graph = try FolderGraph(target: target)
        let arrows = graph.uses.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.sorted().joined(separator: ", "))" }
        #expect(
            graph.cycles == [],
            "\(name)'s folders use one another in a cycle: \(graph.cycles.joined(separator: "; ")). Arrows: \(arrows.joined(separator: "; "))")
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
