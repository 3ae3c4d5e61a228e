import Foundation

/// The real third-party material in `shared/conformance` beside the repository, read in place.
///
/// Nothing there was written by the kiji team: real Qiita articles, recorded API responses and the GFM
/// spec examples. Each file starts with one added line naming its source; readers get the original
/// bytes without it. The folder is found from this file's path, or taken from `$KIJI_CONFORMANCE` when
/// that is set and not empty (for a checkout whose parent has no `shared`, such as a git worktree).
/// A missing file throws `Missing`, so a test that reads it fails and says where it looked: the tests
/// built on this never skip.
public enum ConformanceMaterial {
    /// The folder the material is read from.
    public static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/conformance", isDirectory: true)
    }()

    /// A file's original text, `relativePath` below the folder: its contents without the added first line.
    public static func original(_ relativePath: String) throws -> String {
        let url = directory.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
        let text = String(decoding: data, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n") else { return "" }
        return String(text[text.index(after: newline)...])
    }

    /// The file names of the real articles, `articles/*.md`, sorted.
    public static func articleNames() throws -> [String] {
        let url = directory.appendingPathComponent("articles")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { throw Missing(path: url.path) }
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The original text of the first article whose file name starts with `prefix` (such as `"01-"`).
    public static func article(startingWith prefix: String) throws -> (name: String, text: String) {
        guard let name = try articleNames().first(where: { $0.hasPrefix(prefix) }) else {
            throw Missing(path: directory.appendingPathComponent("articles/\(prefix)*.md").path)
        }
        return (name, try original("articles/" + name))
    }

    /// An article's Markdown body: the original without Qiita CLI front matter (`---` … `---`).
    public static func articleBody(_ name: String) throws -> String {
        withoutFrontMatter(try original("articles/" + name))
    }

    /// `text` without a leading Qiita CLI front matter block, if it has one.
    public static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n"),
            let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[end.upperBound...])
    }

    /// Every `body` of the recorded real `GET /items` page.
    public static func apiBodies() throws -> [String] {
        let json = try original("api/get-items-page1-2021-08-25.sqiima.json")
        return try JSONDecoder().decode([RecordedItem].self, from: Data(json.utf8)).map(\.body)
    }

    /// The inputs of every example in a CommonMark-style spec file such as `gfm/spec.txt`.
    ///
    /// Examples are fenced by 32 backticks and ` example` (disabled ones included); the input is every
    /// line up to a lone `.` line, each ending in a line break, and `→` stands for a tab.
    public static func specExamples(_ path: String) throws -> [String] {
        let fence = String(repeating: "`", count: 32)
        var examples: [String] = []
        var current: [Substring]?
        var inInput = false
        for line in try original(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(fence + " example") {
                current = []
                inInput = true
            } else if let lines = current, line == fence {
                examples.append(lines.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"))
                current = nil
            } else if inInput, line == "." {
                inInput = false
            } else if inInput {
                current?.append(line)
            }
        }
        return examples
    }

    private struct RecordedItem: Decodable {
        let body: String
    }

    /// The material is not where it should be.
    public struct Missing: Error, CustomStringConvertible {
        /// Where it was looked for.
        public let path: String

        /// What is missing and where kiji looks for it.
        public var description: String {
            "conformance material missing at \(path): kiji reads shared/conformance beside the repository, or $KIJI_CONFORMANCE"
        }
    }
}
