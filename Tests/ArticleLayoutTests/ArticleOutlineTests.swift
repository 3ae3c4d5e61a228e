import ArticleLayout
import TerminalUI
import Testing

/// The outline of an article's laid-out lines: its headings, their levels and where each section is.
struct ArticleOutlineTests {
    private func outline(_ markdown: String, width: Int = 80) -> ArticleOutline {
        ArticleOutline(lines: layout(markdown, width: width))
    }

    @Test func everyHeading_isListedInOrderWithItsLevel() {
        let headings = outline("# One\n\ntext\n\n## Two\n\n### Three\n\n###### Six").headings
        #expect(headings.map(\.text.string) == ["One", "Two", "Three", "Six"])
        #expect(headings.map(\.level) == [1, 2, 3, 6])
    }

    @Test func aHeadingsLine_isTheLineItsTextStartsOn() {
        let lines = layout("intro\n\n## Two\n\nbody\n\n### Three", width: 80)
        for heading in ArticleOutline(lines: lines).headings {
            #expect(lines[heading.line].plainText.string.hasSuffix(heading.text.string))
            #expect(lines[heading.line].headingLevel == heading.level)
        }
    }

    @Test func theHashMarksOfDeeperLevels_areNotPartOfTheText() {
        #expect(outline("#### 深い見出し").headings.map(\.text.string) == ["深い見出し"])
    }

    @Test func aWrappedHeading_isOneHeadingThatGoesOn() {
        let headings = outline("# A heading that is much too long for a narrow screen\n\n# Short", width: 30).headings
        #expect(headings.map(\.text.string) == ["A heading that is much too", "Short"])
        #expect(headings.map(\.continues) == [true, false])
    }

    @Test func twoHeadingsOfOneLevelInARow_stayTwo() {
        #expect(outline("### One\n### Two").headings.map(\.text.string) == ["One", "Two"])
    }

    @Test func headingsInAQuoteANoteOrAList_areLeftOut() {
        let markdown = "# Top\n\n> ## Quoted\n\n:::note info\n## Noted\n:::\n\n- ## Listed\n\n## Last"
        #expect(outline(markdown).headings.map(\.text.string) == ["Top", "Last"])
    }

    @Test func aBodyWithoutHeadings_hasAnEmptyOutline() {
        #expect(outline("just a paragraph\n\n```\n# not a heading\n```").headings.isEmpty)
    }

    @Test func theSectionOfALine_isTheLastHeadingAtOrAboveIt() {
        let lines = layout("before\n\n## A\n\na text\n\n## B\n\nb text", width: 80)
        let outline = ArticleOutline(lines: lines)
        let (a, b) = (outline.headings[0].line, outline.headings[1].line)
        #expect(outline.section(at: 0) == nil)
        #expect(outline.section(at: a) == 0)
        #expect(outline.section(at: b - 1) == 0)
        #expect(outline.section(at: b) == 1)
        #expect(outline.section(at: lines.count - 1) == 1)
    }

    @Test func theHeadingsAfterAndBeforeALine_skipTheHeadingOnIt() {
        let outline = outline("## A\n\ntext\n\n## B\n\ntext\n\n## C")
        let b = outline.headings[1]
        #expect(outline.heading(after: b.line)?.text.string == "C")
        #expect(outline.heading(before: b.line)?.text.string == "A")
        #expect(outline.heading(after: b.line + 1)?.text.string == "C")
        #expect(outline.heading(before: b.line + 1)?.text.string == "B")
        #expect(outline.heading(before: outline.headings[0].line) == nil)
        #expect(outline.heading(after: outline.headings[2].line) == nil)
    }
}
