import Foundation
import Testing
@testable import ModuleGenerator

/// A throwaway project folder shaped like kiji: Package.swift, one existing module, and templates.
final class ScratchProject {
    let root: URL

    /// The repository's real `Templates/` folder.
    static let realTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-gen-tests-\(UUID().uuidString)")
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/KijiModules/ItemList/ItemListRouter.swift", "public final class ItemListRouter {}\n")
        try write("Sources/KijiModules/Navigation/Screen.swift", "public protocol Screen: AnyObject {}\n")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/KijiModulesTests"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A generator over this project with the real templates, or with `templates` under the project.
    func generator(templates: String? = nil) -> Generator {
        Generator(projectRoot: root, templatesRoot: templates.map { root.appendingPathComponent($0) } ?? Self.realTemplates)
    }

    /// Writes `text` to `path` under the root, making folders.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file and folder under the root, relative and sorted, with each file's size.
    func tree() -> [String] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: root.path) else { return [] }
        var entries: [String] = []
        while let path = walker.nextObject() as? String {
            let size = (try? manager.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.size] as? Int) ?? 0
            entries.append("\(path) \(size)")
        }
        return entries.sorted()
    }

    /// Whether a file exists at `path` under the root.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Makes a template folder `Templates/<name>/` with a spec and files.
    func makeTemplate(_ name: String, spec: String, files: [String: String]) throws {
        try write("Templates/\(name)/template.json", spec)
        for (file, text) in files { try write("Templates/\(name)/\(file)", text) }
    }
}

/// A fixed moment: 2026-11-22 in UTC.
let fixedDate = Date(timeIntervalSince1970: 1_795_305_600)
let utc = TimeZone(identifier: "UTC")!

/// The error `body` throws, as a GeneratorError, or nil when it throws nothing.
func generatorError(_ body: () throws -> Void) -> GeneratorError? {
    do {
        try body()
        return nil
    } catch let error as GeneratorError {
        return error
    } catch {
        Issue.record("expected a GeneratorError, got \(error)")
        return nil
    }
}
