import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

/// Code blocks as Tab stops: each opening line leads to its block, numbered as
/// `ArticleCodeBlocks` lists them, and the focus marks it without moving a cell.
@MainActor
struct CodeBlockTargetsTests {
    private let markdown = """
        See [a guide](https://a.example).

        ```swift:main.swift
        let a = 1
        ```

        <details><summary>Output</summary>

        ```
        hidden
        ```

        </details>

        > ```
        > quoted
        > ```

        Then [another](https://b.example).
        """

    private func lines(_ markdown: String, width: Int = 40, folding: ArticleFolding? = nil, targets: Bool = true) -> [StyledLine] {
        MarkdownLayout.lines(for: MarkdownParser.parse(markdown), width: width, theme: .standard, folding: folding, codeBlockTargets: targets)
    }

    /// The targets Tab focuses, once round.
    private func tabStops(_ lines: [StyledLine], width: Int = 40) -> [String] {
        let view = TextView(paragraphs: [])
        view.show(lines: lines, laidOutFor: width)
        view.layout(height: 100, width: width)
        return (0..<view.linkCount).compactMap { _ in
            view.perform(.nextLink)
            return view.focusedTarget
        }
    }

    @Test func tab_stopsAtCodeBlocksInDocumentOrderWithTheLinks_skippingAFoldedSectionsBlockButNotItsNumber() {
        #expect(tabStops(lines(markdown)) == [
            "https://a.example", ArticleLink.code(0).target, ArticleLink.details(0).target, ArticleLink.code(2).target,
            "https://b.example", "https://a.example", "https://b.example",
        ])
    }

    @Test func tab_inAnOpenSection_stopsAtItsCodeBlock() {
        let open = ArticleFolding(openSections: [0])
        #expect(tabStops(lines(markdown, folding: open)).filter { $0.hasPrefix("kiji:code:") } == (0...2).map { ArticleLink.code($0).target })
    }

    @Test func everyCodeBlock_inAListANoteAndAFootnote_isAStop_numberedAsArticleCodeBlocksListsThem() throws {
        let markdown = """
            - item

              ```
              in a list
              ```

            :::note warn
            ```
            in a note
            ```
            :::

            Text[^1]

            [^1]: A footnote.

                ```
                in a footnote
                ```
            """
        let laid = lines(markdown)
        let blocks = ArticleCodeBlocks.all(in: MarkdownParser.parse(markdown)).map(ArticleCodeBlocks.copiedText)
        #expect(blocks == ["in a list", "in a note", "in a footnote"])
        let stops = tabStops(laid).filter { $0.hasPrefix("kiji:code:") }
        #expect(stops == (0..<3).map { ArticleLink.code($0).target })
        for (number, text) in blocks.enumerated() {
            let opening = try #require(laid.firstIndex { $0.spans.contains { $0.link == ArticleLink.code(number).target } })
            #expect(texts(laid)[opening + 1].hasSuffix("│ " + text))
        }
    }

    @Test func everySpanOfTheOpeningLine_leadsToTheBlock_andNoCodeLineDoes() {
        let laid = lines("```swift:main.swift\nlet a = 1\n```")
        #expect(texts(laid) == ["┌─ swift · main.swift", "│ let a = 1", "└─"])
        #expect(laid[0].spans.allSatisfy { $0.link == ArticleLink.code(0).target })
        #expect(laid[1...].allSatisfy { $0.spans.allSatisfy { $0.link == nil } })
    }

    @Test func aWrappedOpeningLine_isOneStop() {
        let laid = lines("```swift:a/very/long/path/to/the/file/main.swift\nlet a = 1\n```", width: 20)
        #expect(texts(laid).prefix(2).allSatisfy { $0.hasPrefix("┌─") || $0.hasPrefix("│  ") })
        #expect(tabStops(laid, width: 20) == [ArticleLink.code(0).target])
    }

    @Test func targets_changeNoCellOfTheLayout() {
        let with = lines(markdown)
        let without = lines(markdown, targets: false)
        #expect(texts(with) == texts(without))
        #expect(with.map { $0.spans.map(\.style) } == without.map { $0.spans.map(\.style) })
    }

    @Test func byDefault_codeBlocksLeadNowhere() {
        #expect(!tabStops(lines(markdown, targets: false)).contains { $0.hasPrefix("kiji:code:") })
    }

    @Test func anArticle_givesItsCodeBlocksTargets() {
        let article = Article(
            title: "T", authorLogin: "alice", authorName: "Alice", tags: [], counts: "", dates: "", url: "https://qiita.com/x",
            body: MarkdownParser.parse("```\ncode\n```"))
        let laid = ArticleLayout.lines(for: article, width: 40, theme: .standard, folding: ArticleFolding())
        var cache = ArticleLineCache()
        #expect(tabStops(laid).contains(ArticleLink.code(0).target))
        #expect(tabStops(cache.lines(for: article, width: 40, theme: .standard, folding: ArticleFolding())).contains(ArticleLink.code(0).target))
    }

    @Test func theFocusedBlock_isMarkedOnItsOpeningLineOnly() {
        let laid = lines("```\ncode\n```")
        let view = TextView(paragraphs: [])
        view.show(lines: laid, laidOutFor: 20)
        let terminal = MemoryTerminal(size: TerminalSize(rows: 5, columns: 20))
        terminal.beginFrame()
        view.draw(in: Canvas(terminal: terminal))
        let before = terminal.rows
        view.perform(.nextLink)
        terminal.beginFrame()
        view.draw(in: Canvas(terminal: terminal))
        #expect(terminal.rows == before)
        let selected = laid[0].spans[0].style.merged(with: Theme.standard[.selection])
        #expect(terminal.cell(row: 0, column: 0)?.style == selected)
        #expect(terminal.cell(row: 1, column: 2)?.style != laid[1].spans.last?.style.merged(with: Theme.standard[.selection]))
    }
}
