import Foundation
import Testing

/// The real third-party material in `../shared/conformance` beside the repository, read in place.
///
/// Each file there starts with one added line naming its source; readers get the original bytes
/// without it. The directory is found from this file's path (`KIJI_CONFORMANCE` overrides it, for
/// a checkout whose parent directory has no `shared`). When it is missing, reading fails the test
/// with a message saying where it was looked for: these tests never skip.
enum ConformanceMaterial {
    /// Where the material is expected.
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/conformance", isDirectory: true)
    }()

    /// A file's original text: its contents without the added first line.
    static func original(_ relativePath: String) throws -> String {
        let url = directory.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n") else { return "" }
        return String(text[text.index(after: newline)...])
    }

    /// The names of the real articles, `articles/*.md`, sorted.
    static func articleNames() throws -> [String] {
        let url = directory.appendingPathComponent("articles")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { throw Missing(path: url.path) }
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }

    /// An article's Markdown body: the original without the Qiita CLI front matter (`---` … `---`).
    static func articleBody(_ name: String) throws -> String {
        let text = try original("articles/" + name)
        guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else {
            return text
        }
        return String(text[end.upperBound...])
    }

    /// Every `body` of the recorded `GET /items` page.
    static func apiBodies() throws -> [String] {
        let json = try original("api/get-items-page1-2021-08-25.sqiima.json")
        let items = try JSONDecoder().decode([RecordedItem].self, from: Data(json.utf8))
        return items.map(\.body)
    }

    private struct RecordedItem: Decodable {
        let body: String
    }

    /// The material is not where it should be.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "conformance material missing at \(path): kiji's tests read ../shared/conformance beside the repository (or $KIJI_CONFORMANCE)"
        }
    }
}
