import MarkdownText
import TerminalUI
import Testing
@testable import ArticleLayout

struct MarkdownTableLayoutTests {
    private let aligned = """
    | Left | Center | Right |
    |:-----|:------:|------:|
    | a | b | c |
    | 日本語 | wide cell | 1,000 |
    """

    @Test(arguments: [80, 30])
    func table_honoursColumnAlignmentsInsideBoxDrawnBorders(width: Int) {
        #expect(texts(aligned, width: width) == [
            "┌────────┬───────────┬───────┐",
            "│ Left   │  Center   │ Right │",
            "├────────┼───────────┼───────┤",
            "│ a      │     b     │     c │",
            "│ 日本語 │ wide cell │ 1,000 │",
            "└────────┴───────────┴───────┘",
        ])
    }

    @Test func tableHeader_isBoldAndBordersAreDim() throws {
        let lines = layout(aligned, width: 80)
        #expect(try #require(span(containing: "Center", in: lines)).style.attributes.contains(.bold))
        #expect(try #require(span(containing: "┌", in: lines)).style.attributes.contains(.dim))
    }

    @Test func narrowScreen_wrapsCellsInsideTheirColumnsAndSeparatesRows() {
        let markdown = """
        | Name | Description |
        |------|-------------|
        | kiji | A terminal reader for Qiita |
        | glow | Renders Markdown |
        """
        #expect(texts(markdown, width: 30) == [
            "┌──────┬─────────────────────┐",
            "│ Name │ Description         │",
            "├──────┼─────────────────────┤",
            "│ kiji │ A terminal reader   │",
            "│      │ for Qiita           │",
            "├──────┼─────────────────────┤",
            "│ glow │ Renders Markdown    │",
            "└──────┴─────────────────────┘",
        ])
    }

    @Test(arguments: [80, 30, 20])
    func japaneseTable_neverExceedsTheWidthAndKeepsEveryCharacter(width: Int) {
        let markdown = """
        | 言語 | 特徴 |
        |:-----|:-----|
        | Swift | 型安全で、構造化並行性を備えた言語です |
        | Go | 単一バイナリで配布しやすい |
        """
        let lines = layout(markdown, width: width)
        expectFits(lines, width: width)
        let letters = texts(lines).joined().filter { !"│┌┐└┘├┤┬┴┼─┄: ".contains($0) }
        #expect(letters == "言語特徴Swift型安全で、構造化並行性を備えた言語ですGo単一バイナリで配布しやすい")
    }

    @Test func linksInCells_keepTheirMarkersAndTargets() throws {
        let lines = layout("| Site |\n|---|\n| [Qiita](https://qiita.com/) |", width: 80)
        #expect(texts(lines).contains("│ Qiita[1] │"))
        #expect(try #require(span(containing: "Qiita", in: lines)).link == "https://qiita.com/")
    }

    @Test func tableTooWideForMinimumColumns_degradesToRecords() {
        let markdown = """
        | Language | Binary | Startup |
        |----------|--------|---------|
        | Go | static | fast |
        | Python | script | slower |
        """
        #expect(texts(markdown, width: 14) == [
            "Language: Go",
            "Binary: static",
            "Startup: fast",
            "┄┄┄┄┄┄┄┄┄┄┄┄┄┄",
            "Language:",
            "Python",
            "Binary: script",
            "Startup:",
            "slower",
        ])
    }

    @Test(arguments: [30, 20])
    func fiveColumnsOnANarrowScreen_becomeOneRecordPerRow(width: Int) {
        let markdown = """
        | 言語 | 配布 | 起動 | 並行 | 用途 |
        |---|---|---|---|---|
        | Go | 単一バイナリ | 速い | goroutine | 社内ツール |
        | Swift | 単一バイナリ | 速い | actor | CLI |
        """
        let lines = layout(markdown, width: width)
        expectFits(lines, width: width)
        #expect(texts(lines) == [
            "言語: Go", "配布: 単一バイナリ", "起動: 速い", "並行: goroutine", "用途: 社内ツール",
            String(repeating: "┄", count: width),
            "言語: Swift", "配布: 単一バイナリ", "起動: 速い", "並行: actor", "用途: CLI",
        ])
    }

    @Test func recordNames_areBoldAndSeparatorsDim() throws {
        let lines = layout("| A | B | C | D |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |\n| 5 | 6 | 7 | 8 |", width: 15)
        #expect(try #require(span(containing: "A", in: lines)).style.attributes.contains(.bold))
        #expect(try #require(span(containing: "┄", in: lines)).style.attributes.contains(.dim))
    }

    @Test func handBuiltRaggedRows_arePaddedToTheColumnCount() {
        let table = Table(alignments: [.left, .left], header: [[InlineSpan("a")]], rows: [[], [[InlineSpan("x")], [InlineSpan("y")], [InlineSpan("z")]]])
        let lines = MarkdownLayout.lines(for: Document(blocks: [.table(table)]), width: 80, theme: .standard)
        #expect(texts(lines) == ["┌───┬───┐", "│ a │   │", "├───┼───┤", "│   │   │", "│ x │ y │", "└───┴───┘"])
    }

    @Test func columns_keepTheirNaturalWidthsWhenTheyFit() {
        #expect(MarkdownTableColumns.widths(natural: [4, 10, 0], available: 20) == [4, 10, 1])
    }

    @Test func columns_squeezeTheWidestFirst() {
        #expect(MarkdownTableColumns.widths(natural: [4, 30, 20], available: 30) == [4, 13, 13])
        #expect(MarkdownTableColumns.widths(natural: [4, 30, 20], available: 31) == [4, 14, 13])
    }

    @Test func columns_thatCannotGetTheirMinimum_doNotFit() {
        #expect(MarkdownTableColumns.widths(natural: [10, 10, 2], available: 7) == nil)
        #expect(MarkdownTableColumns.widths(natural: [10, 10, 2], available: 8) == [3, 3, 2])
    }
}
