import ArticleLayout
import KijiDomain
import MarkdownText
import TerminalUI
import Testing
@testable import KijiModules

/// A reading place is the words at the top of the view, found again at any width.
struct ReadingPlaceLinesTests {
    private static let body = (1...60).map { "Paragraph \($0) says something long enough to wrap at forty columns, and then some more." }
        .joined(separator: "\n\n")

    private static func lines(width: Int, body: String = body) -> [StyledLine] {
        let article = Article(
            title: "A long read", authorLogin: "alice", authorName: "", tags: [], counts: "", dates: "", url: "",
            body: MarkdownParser.parse(body))
        return ArticleLayout.lines(for: article, width: width, theme: .standard, folding: .initial(for: article.body))
    }

    private static func text(_ line: StyledLine) -> String { line.spans.map(\.text.string).joined() }

    @Test func aPlaceAtTheSameWidth_isTheSameTopLine() {
        let lines = Self.lines(width: 80)
        for top in [1, 17, lines.count * 6 / 10, lines.count - 3] {
            #expect(ReadingPlace(top: top, of: lines).top(in: lines) == top)
        }
    }

    @Test func aPlaceLeftAt80Columns_putsTheSameWordsAtTheTopAt40() throws {
        let wide = Self.lines(width: 80)
        let top = try #require(wide.firstIndex { Self.text($0).hasPrefix("Paragraph 37 ") })
        let place = ReadingPlace(top: top, of: wide)
        let narrow = Self.lines(width: 40)
        #expect(Self.text(narrow[place.top(in: narrow)]).hasPrefix("Paragraph 37 "))
    }

    @Test func aPlaceOnABlankLine_keepsTheLinesAboveTheWords() throws {
        let lines = Self.lines(width: 80)
        let blank = try #require(lines.indices.dropFirst(10).first { Self.text(lines[$0]).isEmpty })
        let place = ReadingPlace(top: blank, of: lines)
        #expect(place.linesAbove == 1)
        #expect(place.top(in: lines) == blank)
    }

    @Test func repeatedWords_areToldApartByTheirOccurrence() {
        let body = (1...40).map { _ in "The same line." }.joined(separator: "\n\n")
        let lines = Self.lines(width: 80, body: body)
        let place = ReadingPlace(top: 50, of: lines)
        #expect(place.occurrence > 10)
        #expect(place.top(in: lines) == 50)
    }

    @Test func wordsNoLongerThere_fallBackToTheShareOfTheArticle() {
        let place = ReadingPlace(words: "Words that were cut", occurrence: 0, linesAbove: 0, share: 0.5)
        let lines = Self.lines(width: 80)
        #expect(place.top(in: lines) == lines.count / 2)
    }

    @Test func anArticleOfMoreLinesThanTheFindReads_isPlacedByItsShare() {
        let lines = (0..<(ReadingPlace.lineLimit + 2)).map { StyledLine([StyledSpan(DisplayText(sanitizing: "Line \($0)"))]) }
        let place = ReadingPlace(top: lines.count / 2, of: lines)
        #expect(place.words.isEmpty)
        #expect(place.top(in: lines) == lines.count / 2)
    }

    @Test func aQuoteGutter_isNotPartOfTheWords() {
        let line = StyledLine([StyledSpan("│ "), StyledSpan("quoted words")])
        #expect(ReadingPlace.words(of: line) == "quoted words")
    }
}
