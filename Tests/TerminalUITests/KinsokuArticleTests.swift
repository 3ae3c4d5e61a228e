import Conformance
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
        let names = try ConformanceMaterial.articleNames()
        #expect(names.count >= 30)
        for name in names {
            let article = (name: name, lines: try ConformanceMaterial.original("articles/" + name).components(separatedBy: "\n"))
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
