import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

/// An image standing alone takes its picture's rows once it has one, and is found again in the
/// lines by its spot.
struct ArticlePictureLayoutTests {
    private let cat = "https://img.example/cat.png"
    private let red = Style(background: .palette(196))

    private func picture(columns: Int, rows: Int) -> ArticlePicture {
        let row = StyledLine(DisplayText(sanitizing: String(repeating: " ", count: columns)), style: red)
        return ArticlePicture(rows: Array(repeating: row, count: rows), columns: columns)
    }

    private func lines(_ markdown: String, width: Int, pictures: ArticlePictures) -> [StyledLine] {
        MarkdownLayout.lines(for: MarkdownParser.parse(markdown), width: width, theme: .standard, pictures: pictures)
    }

    @Test func imageWithAPicture_takesItsRowsInPlaceOfThePlaceholder_eachLeadingToTheImage() {
        let laid = lines("Above\n\n![cat](\(cat))\n\nBelow", width: 40, pictures: ArticlePictures([cat: picture(columns: 10, rows: 4)]))
        #expect(body(texts(laid)) == ["Above", ""] + Array(repeating: String(repeating: " ", count: 10), count: 4) + ["", "Below"])
        for row in laid[2..<6] {
            #expect(row.spans.allSatisfy { $0.link == ArticleLink.image(cat).target && $0.style == red })
        }
    }

    @Test func pictureWiderThanItsPlace_leavesThePlaceholder() {
        let laid = lines("> ![cat](\(cat))", width: 40, pictures: ArticlePictures([cat: picture(columns: 40, rows: 2)]))
        #expect(texts(laid).contains { $0.contains("[image: cat]") })
    }

    @Test func spots_giveEachImagesLinesAndTheColumnsBesideItsGutter() {
        let laid = lines("Text\n\n![cat](\(cat))\n\n> ![dog](dog.png)", width: 40, pictures: ArticlePictures([cat: picture(columns: 8, rows: 3)]))
        let spots = ArticleImageSpot.all(in: laid, width: 40)
        #expect(spots == [
            ArticleImageSpot(address: cat, line: 2, rows: 3, column: 0, availableColumns: 40),
            ArticleImageSpot(address: "dog.png", line: 6, rows: 2, column: 2, availableColumns: 38),
        ])
    }

    @Test func growth_countsOnlyTheImagesAboveTheLine() {
        let old = [
            ArticleImageSpot(address: "a", line: 2, rows: 2, column: 0, availableColumns: 40),
            ArticleImageSpot(address: "b", line: 10, rows: 2, column: 0, availableColumns: 40),
        ]
        var new = old
        new[0].rows = 7
        new[1].line = 15
        new[1].rows = 9
        #expect(ArticleImageSpot.growth(above: 8, from: old, to: new) == 5)
        #expect(ArticleImageSpot.growth(above: 12, from: old, to: new) == 12)
        #expect(ArticleImageSpot.growth(above: 2, from: old, to: new) == 0)
        #expect(ArticleImageSpot.growth(above: 12, from: old, to: [new[0]]) == 0)
    }

    @Test func requestedWidths_comeFromImgTagsAtAnyDepth() {
        let document = MarkdownParser.parse("<img src=\"a.png\" width=\"480\">\n\n> <img src=\"b.png\" width=\"120\">\n\n![c](c.png)")
        #expect(ArticleImageSpot.requestedWidths(in: document) == ["a.png": 480, "b.png": 120])
    }

    @Test func imageLink_roundTripsThroughItsTarget() {
        #expect(ArticleLink(target: ArticleLink.image(cat).target) == .image(cat))
        #expect(ArticleLink(target: ArticleLink.image("kiji:image:x").target) == .image("kiji:image:x"))
    }
}
