import Foundation

/// Reads the real third-party material in `shared/conformance`, in place, without its added first line.
///
/// The folder is the repository's sibling `shared/conformance`, found from this file's path, or
/// `$KIJI_CONFORMANCE` when set (for a checkout whose parent has no `shared`, such as a worktree).
/// A missing file throws, so a test that reads one fails with the path it looked at; none skips.
enum ConformanceFiles {
    /// The folder the material is read from.
    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        var repository = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { repository.deleteLastPathComponent() }
        return repository.deletingLastPathComponent().appendingPathComponent("shared/conformance", isDirectory: true)
    }

    /// The text of a file below the folder, without the first line (which names the file's source).
    static func text(_ path: String) throws -> String {
        let url = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: url.path) }
        let text = String(decoding: data, as: UTF8.self)
        return text.firstIndex(of: "\n").map { String(text[text.index(after: $0)...]) } ?? ""
    }

    /// Every real article in `articles/`, by file name.
    static func articles() throws -> [(name: String, markdown: String)] {
        let path = folder.appendingPathComponent("articles").path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { throw Missing(path: path) }
        return try names.filter { $0.hasSuffix(".md") }.sorted().map { ($0, try text("articles/" + $0)) }
    }

    /// Every `body` of the recorded real `GET /items` page.
    static func apiBodies() throws -> [String] {
        struct Item: Decodable { let body: String }
        let json = try text("api/get-items-page1-2021-08-25.sqiima.json")
        return try JSONDecoder().decode([Item].self, from: Data(json.utf8)).map(\.body)
    }

    /// The inputs of every example in a CommonMark-style spec file (`→` stands for a tab).
    static func specExamples(_ path: String) throws -> [String] {
        let fence = String(repeating: "`", count: 32)
        var examples: [String] = []
        var current: [Substring]?
        var inInput = false
        for line in try text(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(fence + " example") {
                current = []
                inInput = true
            } else if current != nil, line == fence {
                examples.append(current!.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t"))
                current = nil
            } else if inInput, line == "." {
                inInput = false
            } else if inInput {
                current?.append(line)
            }
        }
        return examples
    }

    /// A file that should be there is not.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "conformance material missing at \(path); the tests read shared/conformance beside the repository, or $KIJI_CONFORMANCE"
        }
    }
}
