import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownListLayoutTests {
    @Test(arguments: [80, 30])
    func nestedBullets_changeWithDepthAndIndentUnderTheirParent(width: Int) {
        let lines = texts("- one\n  - two\n    - three\n      - four", width: width)
        #expect(lines == ["• one", "  ◦ two", "    ▪ three", "      • four"])
    }

    @Test func wrappedItem_hangsUnderItsTextNotItsBullet() {
        let lines = texts("- an item whose text is long enough to wrap\n  - and a nested one that wraps too", width: 24)
        #expect(lines == ["• an item whose text is", "  long enough to wrap", "  ◦ and a nested one", "    that wraps too"])
    }

    @Test(arguments: [80, 30])
    func orderedList_countsFromItsStartWithNumbersRightAligned(width: Int) {
        let markdown = (8...11).map { "\($0 == 8 ? "8" : "1"). item \($0)" }.joined(separator: "\n")
        #expect(texts(markdown, width: width) == [" 8. item 8", " 9. item 9", "10. item 10", "11. item 11"])
    }

    @Test func orderedItem_wrapsUnderItsText() {
        let lines = texts("9. first\n10. a second item that wraps", width: 16)
        #expect(lines == [" 9. first", "10. a second", "    item that", "    wraps"])
    }

    @Test(arguments: [80, 30])
    func taskItems_showTheirCheckboxes(width: Int) {
        let lines = texts("- [x] done\n- [ ] todo\n  - [ ] nested", width: width)
        #expect(lines == ["[x] done", "[ ] todo", "    [ ] nested"])
    }

    @Test func orderedTaskItem_showsNumberThenCheckbox() {
        #expect(texts("1. [x] done\n2. [ ] todo", width: 80) == ["1. [x] done", "2. [ ] todo"])
    }

    @Test func looseList_keepsABlankLineBetweenItems() {
        #expect(texts("- one\n\n- two\n\n  more", width: 80) == ["• one", "", "• two", "", "  more"])
    }

    @Test func itemHoldingCode_indentsTheFrame() {
        let lines = texts("1. run:\n\n   ```sh\n   make\n   ```", width: 80)
        #expect(lines == ["1. run:", "", "   ┌─ sh", "   │ make", "   └─"])
    }

    @Test func listFollowedByParagraph_isSeparatedByOneBlankLine() {
        #expect(texts("- a\n- b\n\nafter", width: 80) == ["• a", "• b", "", "after"])
    }

    @Test func listTooNarrowForAnIndent_keepsItsMarkersOnLinesOfTheirOwn() {
        #expect(texts("10. ten\n11. eleven", width: 4) == ["10.", "ten", "11.", "elev", "en"])
    }

    @Test func japaneseItems_wrapUnderTheirTextWithNothingLost() {
        let text = "日本語の項目は、どこでも折り返されますが、行頭の記号の下には入り込みません。"
        let lines = layout("- \(text)", width: 21)
        expectFits(lines, width: 21)
        #expect(texts(lines).first?.hasPrefix("• ") == true)
        #expect(texts(lines).dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
        #expect(texts(lines).map { $0.dropFirst(2) }.joined() == text)
    }
}
