import Foundation
import Testing

/// What ARCHITECTURE.md names exists: each path, each `Folder/Type` and each type or test it puts
/// in backticks is found in the sources, so the map cannot point at something renamed or gone.
struct ArchitectureClaimsTests {
    static let markdown = (try? String(
        contentsOf: ArchitectureDiagramTests.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? ""

    @Test func everyPathItNames_exists() {
        let paths = ArchitectureClaims(markdown: Self.markdown).paths
        #expect(paths.count > 5)
        for path in paths {
            #expect(ArchitectureClaims.pathExists(path, under: ArchitectureDiagramTests.root), "ARCHITECTURE.md names `\(path)`, which is not there")
        }
    }

    @Test func everyTypeItNames_isDeclared() throws {
        let names = ArchitectureClaims(markdown: Self.markdown).typeNames
        #expect(names.count > 20)
        let declared = try ArchitectureClaims.declaredNames(under: ArchitectureDiagramTests.root)
        for name in names.sorted() {
            #expect(declared.contains(name), "ARCHITECTURE.md names `\(name)`, which nothing in Sources or Tests declares")
        }
    }

    @Test func aClaimsReader_tellsPathsFromTypes_andSkipsPlaceholders() {
        let claims = ArchitectureClaims(markdown: """
            `Sources/KijiModules/<Name>/` holds `<Name>View.swift`; `Navigation/Routes.swift` has `Routes`,
            `navigator?.push(x)` is code, `FoundationEssentials` a module, and `TerminalUI/Loop/MainThreadLoop` a type.
            """)
        #expect(claims.paths == ["Navigation/Routes.swift", "TerminalUI/Loop/MainThreadLoop"])
        #expect(claims.typeNames == ["Routes", "FoundationEssentials"])
    }
}

/// The names ARCHITECTURE.md puts in backticks, sorted into paths and type-like names.
struct ArchitectureClaims {
    /// Backticked words with a slash and no placeholder or code in them: files and folders.
    let paths: [String]
    /// Backticked single capitalised identifiers: types, targets, tests.
    let typeNames: [String]

    init(markdown: String) {
        let spans = markdown.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
        paths = spans.filter { $0.contains("/") && $0.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } }
        typeNames = spans.filter { ($0.first?.isUppercase ?? false) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// Whether `path` is a file or folder of the repository, or, when it starts inside a target, a
    /// file or folder under `Sources/` (`Navigation/Routes.swift`, `TerminalUI/Loop/MainThreadLoop`).
    static func pathExists(_ path: String, under root: URL) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let candidates = [trimmed, trimmed + ".swift"]
        let manager = FileManager.default
        if candidates.contains(where: { manager.fileExists(atPath: root.appendingPathComponent($0).path) }) { return true }
        let sources = root.appendingPathComponent("Sources")
        guard let all = manager.enumerator(atPath: sources.path) else { return false }
        while let relative = all.nextObject() as? String {
            if candidates.contains(where: { relative == $0 || relative.hasSuffix("/" + $0) }) { return true }
        }
        return false
    }

    /// Every type, test and target name declared in Sources and Tests (nested ones included), with
    /// the targets and modules the package imports.
    static func declaredNames(under root: URL) throws -> Set<String> {
        var names: Set<String> = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            for target in try FileManager.default.contentsOfDirectory(atPath: base.path) {
                names.insert(target)
                guard let files = FileManager.default.enumerator(atPath: base.appendingPathComponent(target).path) else { continue }
                while let file = files.nextObject() as? String {
                    names.insert((file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: ""))
                    guard file.hasSuffix(".swift") else { continue }
                    let text = try String(contentsOf: base.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
                    for match in text.matches(of: /(?:struct|enum|class|protocol|actor|typealias|case)\s+([A-Z][A-Za-z0-9]*)/) {
                        names.insert(String(match.output.1))
                    }
                    for match in text.matches(of: /^import\s+([A-Za-z]+)/.anchorsMatchLineEndings()) {
                        names.insert(String(match.output.1))
                    }
                }
            }
        }
        return names
    }
}
