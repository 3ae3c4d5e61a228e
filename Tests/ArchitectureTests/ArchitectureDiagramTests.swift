import Foundation
import Testing

/// ARCHITECTURE.md's target diagram is kept true: its arrow list must be Package.swift's targets
/// and dependencies, as SwiftPM reads the manifest when the test runs.
struct ArchitectureDiagramTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theDiagram_namesEveryTarget_withExactlyItsDependencies() throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let drawn = try DiagramArrows.parse(markdown)
        let built = try PackageArrows.dump(packageAt: Self.root)
        #expect(!built.isEmpty)
        for target in Set(drawn.keys).union(built.keys).sorted() {
            let says = drawn[target].map { $0.sorted().joined(separator: ", ") } ?? "(not drawn)"
            let has = built[target].map { $0.sorted().joined(separator: ", ") } ?? "(no such target)"
            #expect(drawn[target] == built[target], "\(target): ARCHITECTURE.md says → \(says); Package.swift says → \(has)")
        }
    }

    @Test func arrows_areReadFromTheMarkedBlockOnly() throws {
        let markdown = """
            KijiModules → Elsewhere
            \(DiagramArrows.begin)
            ```text
            KijiModules  → KijiDomain, TerminalUI
            KijiDomain   → nothing
            ```
            \(DiagramArrows.end)
            """
        #expect(try DiagramArrows.parse(markdown) == ["KijiModules": ["KijiDomain", "TerminalUI"], "KijiDomain": []])
    }

    @Test func aLineThatIsNoArrow_orAMissingBlock_isRefused() {
        #expect(throws: DiagramProblem.self) { try DiagramArrows.parse("\(DiagramArrows.begin)\nKijiModules uses TerminalUI\n\(DiagramArrows.end)") }
        #expect(throws: DiagramProblem.self) { try DiagramArrows.parse("KijiModules → TerminalUI") }
    }

    @Test func dumpedTargets_keepTargetAndProductDependencies_andLeaveTestsOut() throws {
        let json = """
            {"targets": [
              {"name": "KijiData", "type": "regular", "dependencies": [{"byName": ["KijiDomain", null]}, {"product": ["GRDB", "GRDB.swift", null, null]}]},
              {"name": "KijiDomain", "type": "regular", "dependencies": []},
              {"name": "KijiDataTests", "type": "test", "dependencies": [{"byName": ["KijiData", null]}]}
            ]}
            """
        #expect(try PackageArrows.parse(Data(json.utf8)) == ["KijiData": ["KijiDomain", "GRDB"], "KijiDomain": []])
    }
}
