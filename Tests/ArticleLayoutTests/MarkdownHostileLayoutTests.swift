import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownHostileLayoutTests {
    private static let escape = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{1B}P+q\u{1B}\\\u{202E}\r\u{08}\u{7F}"

    @Test func escapeSequencesEverywhere_neverReachAnyLine() {
        let e = Self.escape
        let markdown = """
        # Title\(e)

        Text\(e) *em\(e)* `code\(e)` [link\(e)](https://x.example/\(e)) ![alt\(e)](https://i.example/\(e)) <b\(e)>

        ![alone\(e)](https://img.example/\(e))

        > quote\(e)

        - item\(e)

        ```lang\(e):file\(e)
        code\(e)\tline
        ```

        | h\(e) | k |
        |---|---|
        | cell\(e) | v |

        :::note warn
        note\(e)
        :::

        <div>\(e)</div>

        Footnote[^1]

        [^1]: foot\(e)
        """
        for width in [80, 30, 5, 1] {
            #expect(!containsControlCharacters(layout(markdown, width: width)), "width \(width)")
        }
    }

    @Test func linkTargets_areSanitisedToo() {
        let lines = layout("[x](https://x.example/\(Self.escape)) <https://y.example/\(Self.escape)>", width: 80)
        let targets = lines.flatMap(\.spans).compactMap(\.link)
        #expect(!targets.isEmpty)
        #expect(targets.allSatisfy { !$0.unicodeScalars.contains(where: Sanitizer.isForbidden) })
    }

    @Test func handBuiltDocument_withControlCharactersInEveryField_isSanitised() {
        let e = Self.escape
        let document = Document(
            blocks: [
                .heading(level: 2, spans: [InlineSpan("h\(e)\n")]),
                .code(CodeBlock(language: "l\(e)", filename: "f\(e)", lines: ["c\(e)"])),
                .image(alt: "a\(e)", url: "u\(e)", link: 1),
                .table(Table(alignments: [.left], header: [[InlineSpan("h\(e)")]], rows: [[[InlineSpan("c\(e)")]]])),
                .details(DetailsBlock(summary: [InlineSpan("s\(e)")], blocks: [.paragraph([InlineSpan("d\(e)")])], isOpen: true)),
                .math(MathBlock(lines: ["m\(e)"], source: "m\(e)")),
                .linkCard(url: "https://c.example/\(e)", link: 1),
                .paragraph([
                    InlineSpan("@u\(e)", style: .mention), InlineSpan("k\(e)", style: .keyboard),
                    InlineSpan("p\(e)", style: .superscript), InlineSpan("b\(e)", style: [.subscript, .math, .underline]),
                ]),
                .code(CodeBlock(language: "diff", lines: ["+\(e)", "-\(e)", "@@\(e)"])),
            ],
            links: [LinkReference(number: 1, url: "u\(e)", text: "a")],
            footnotes: [Footnote(number: 1, blocks: [.paragraph([InlineSpan("f\(e)")])])]
        )
        for width in [80, 3] {
            let lines = MarkdownLayout.lines(for: document, width: width, theme: .standard)
            #expect(!containsControlCharacters(lines))
            #expect(lines.flatMap(\.spans).compactMap(\.link).allSatisfy { !$0.unicodeScalars.contains(where: Sanitizer.isForbidden) })
        }
    }

    @Test(arguments: [1, 2, 5])
    func tinyWidths_neverCrashOrOverflow(width: Int) {
        let lines = layout(MarkdownLayoutSamples.everything, width: width)
        #expect(!lines.isEmpty)
        expectFits(lines, width: width)
    }

    @Test func everyWidthFromOneToOneHundred_fitsTheWidth() {
        for width in 1...100 {
            expectFits(layout(MarkdownLayoutSamples.everything, width: width), width: width)
        }
    }

    @Test func zeroOrNegativeWidth_isTreatedAsOneColumn() {
        for width in [0, -5] {
            expectFits(layout("日本語 text", width: width), width: 1)
        }
    }

    @Test func deepNesting_atNarrowWidth_dropsGuttersInsteadOfOverflowing() {
        let markdown = (0..<40).map { String(repeating: "> ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        for width in [80, 20, 5] {
            expectFits(layout(markdown, width: width), width: width)
        }
    }

    @Test func hugeOrderedStart_doesNotOverflow() {
        let list = ListBlock(kind: .ordered(start: .max), items: [ListItem(blocks: [.paragraph([InlineSpan("a")])]), ListItem(blocks: [])])
        let lines = MarkdownLayout.lines(for: Document(blocks: [.list(list)]), width: 80, theme: .standard)
        #expect(texts(lines).count == 2)
    }
}
