import Foundation
import Testing
@testable import TerminalUI

/// Kinsoku and exact width on the real Qiita articles in `../shared/conformance/articles/`.
struct KinsokuArticleTests {
    /// Characters no line may start with, and brackets no line may end with (issue 11).
    static let forbiddenStarts = Set(KinsokuWrapTests.forbiddenStartClasses.joined())
    static let forbiddenEnds = Set("「『（［｛〈《【")

    @Test(arguments: [20, 40, 80, 100, 200])
    func wrapping_realArticles_keepsKinsokuAndWidth(width: Int) throws {
        let articles = try ConformanceArticles.load()
        #expect(articles.count >= 30)
        for article in articles {
            let paragraphs = article.lines.map { StyledLine(DisplayText(sanitizing: $0)) }
            let wrapped = paragraphs.map { TextLayout.wrap($0, toWidth: width).map(\.plainText.string) }
            #expect(TextLayout.wrap(paragraphs, toWidth: width).map(\.plainText.string) == wrapped.flatMap { $0 })
            for lines in wrapped {
                expectKinsoku(lines, width: width, in: article.name)
            }
        }
    }

    /// Every line fits `width`; no line starts with a forbidden character or ends with a forbidden
    /// bracket unless the token split there is longer than the line.
    private func expectKinsoku(_ lines: [String], width: Int, in name: String) {
        for (index, line) in lines.enumerated() {
            #expect(TextWidth.width(of: line) <= width, "\(name) at \(width): \(line)")
            guard index > 0 else { continue }
            let previous = lines[index - 1]
            if let first = line.first, Self.forbiddenStarts.contains(first) {
                #expect(tokenWidth(across: previous, and: line) > width, "\(name) at \(width): starts with \(first): \(previous) / \(line)")
            }
            if let last = previous.last, Self.forbiddenEnds.contains(last), !line.isEmpty {
                #expect(tokenWidth(across: previous, and: line) > width, "\(name) at \(width): ends with \(last): \(previous) / \(line)")
            }
        }
    }

    /// The width of the unbreakable run that a break between `previous` and `next` would split: the
    /// characters joined to the break by a forbidden start or end, or by being ASCII letters, digits or
    /// punctuation next to each other.
    private func tokenWidth(across previous: String, and next: String) -> Int {
        let before = Array(previous)
        let after = Array(next)
        var width = 0
        var index = before.count
        var following = after.first
        while index > 0, let right = following, isJoined(before[index - 1], right) {
            index -= 1
            width += TextWidth.width(of: before[index])
            following = before[index]
        }
        var ahead = 0
        repeat {
            width += TextWidth.width(of: after[ahead])
            ahead += 1
        } while ahead < after.count && isJoined(after[ahead - 1], after[ahead])
        return width
    }

    private func isJoined(_ left: Character, _ right: Character) -> Bool {
        Self.forbiddenStarts.contains(right) || Self.forbiddenEnds.contains(left)
            || TextWidth.width(of: right) == 0 || (isASCIIWordPart(left) && isASCIIWordPart(right))
    }

    private func isASCIIWordPart(_ character: Character) -> Bool {
        character.isASCII && character != " " && TextWidth.width(of: character) == 1
    }
}

/// The real articles in `shared/conformance/articles/`, each without its first line (which names its
/// source). The folder is the repository's sibling `shared/conformance`, or `$KIJI_CONFORMANCE` when set
/// (for a worktree), as in MarkdownTextTests; a missing folder throws, so the test fails.
struct ConformanceArticles {
    struct Article {
        let name: String
        let lines: [String]
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "no conformance articles at \(path): set $KIJI_CONFORMANCE or put shared/conformance beside the repository" }
    }

    static func load(filePath: String = #filePath) throws -> [Article] {
        let folder: URL
        if let path = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"], !path.isEmpty {
            folder = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            let tests = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            folder = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/conformance")
        }
        let articles = folder.appendingPathComponent("articles")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: articles.path) else { throw Missing(path: articles.path) }
        return try names.filter { $0.hasSuffix(".md") }.sorted().map { name in
            let text = try String(contentsOf: articles.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            return Article(name: name, lines: lines)
        }
    }
}
