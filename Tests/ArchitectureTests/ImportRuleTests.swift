import Foundation
import Testing

/// kiji's own targets import FoundationEssentials, never full Foundation (which brings ICU's data
/// into the binary); only the side programs and the conformance reader may.
struct ImportRuleTests {
    /// The targets that never ship in the kiji binary.
    static let mayImportFoundation: Set<String> = ["KijiBench", "KijiGen", "ModuleGenerator", "Conformance"]

    @Test func noShippedTarget_importsFullFoundation() throws {
        let sources = ArchitectureDiagramTests.root.appendingPathComponent("Sources")
        var offenders: [String] = []
        var read = 0
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        where !Self.mayImportFoundation.contains(target) {
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else { continue }
            while let file = files.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                read += 1
                let text = try String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
                if Self.importsFoundation(text) { offenders.append("\(target)/\(file)") }
            }
        }
        #expect(read > 100)
        #expect(offenders == [], "These import full Foundation: \(offenders.joined(separator: ", "))")
    }

    @Test func onlyAnImportOfFoundationItself_counts() {
        #expect(Self.importsFoundation("import Foundation\n"))
        #expect(Self.importsFoundation("@preconcurrency import Foundation\n"))
        #expect(!Self.importsFoundation("import FoundationEssentials\n// import Foundation\n"))
    }

    /// Whether a source file has an `import Foundation` line.
    static func importsFoundation(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
            return !line.hasPrefix("//") && words[index + 1] == "Foundation"
        }
    }
}
