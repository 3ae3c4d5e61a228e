import ArticleLayout
import MarkdownText
import Testing

/// The text a copy of a code block gives: exactly the lines between its fences.
struct ArticleCodeBlocksTests {
    /// The one code block of `markdown`'s text as a copy gives it.
    private func copied(_ markdown: String) throws -> String {
        let blocks = ArticleCodeBlocks.all(in: MarkdownParser.parse(markdown))
        try #require(blocks.count == 1)
        return ArticleCodeBlocks.copiedText(of: blocks[0])
    }

    @Test func copiedText_keepsTabsAndTrailingSpaces() throws {
        let code = "func f() {\n\tif x {  \n\t\treturn 1\t\n\t}\n}   "
        #expect(try copied("```swift\n\(code)\n```\n") == code)
    }

    @Test func copiedText_keepsWideCharactersAndEmptyLines_withoutTheLanguageLabelOrFileName() throws {
        let code = "# 日本語のコメント\n\nprint(\"こんにちは、世界 🌏\")\n\n"
        #expect(try copied("```python:挨拶.py\n\(code)\n```\n") == code)
    }

    @Test func copiedText_ofCRLFSource_hasLineFeedsOnly() throws {
        #expect(try copied("```\r\nfirst\r\nsecond\r\n```\r\n") == "first\nsecond")
    }

    @Test func copiedText_ofTenThousandLines_isWhole() throws {
        let code = (1...10_000).map { "line \($0)\tvalue = \"値\($0)\"  " }.joined(separator: "\n")
        let text = try copied("```ruby\n\(code)\n```\n")
        #expect(text == code)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 10_000)
    }

    @Test func copiedText_ofAnIndentedBlock_isItsLinesWithoutTheIndent() throws {
        #expect(try copied("Intro\n\n    let a = 1\n      b\n") == "let a = 1\n  b")
    }

    @Test func all_findsBlocksAtAnyDepth_inDocumentOrder_footnotesLast() {
        let markdown = """
            ```
            one
            ```

            > - ```
            >   two
            >   ```

            <details><summary>More</summary>

            ```
            three
            ```

            </details>

            Text[^1]

            ```
            four
            ```

            [^1]: A note.

                  ```
                  five
                  ```
            """
        let texts = ArticleCodeBlocks.all(in: MarkdownParser.parse(markdown)).map(ArticleCodeBlocks.copiedText)
        #expect(texts == ["one", "two", "three", "four", "five"])
    }
}
