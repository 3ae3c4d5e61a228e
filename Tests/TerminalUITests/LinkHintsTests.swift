import Testing
@testable import TerminalUI

/// The labels of the links in view: unique and prefix-free, beside each link and never over a
/// link's text or another label, and what typing them comes to.
struct LinkHintsTests {
    /// One link a spot: `(link index, line, columns)`.
    private func hints(_ spots: [(Int, Int, Range<Int>)], width: Int = 80) -> LinkHints {
        LinkHints(links: spots.map { ($0.0, [TextMark(line: $0.1, columns: $0.2)]) }, width: width)
    }

    @Test func fewLinks_getOneHomeRowLetterEach_inOrder() {
        #expect(hints([(0, 0, 5..<9), (1, 1, 5..<9), (2, 2, 5..<9)]).hints.map(\.label) == ["a", "s", "d"])
    }

    @Test func moreLinksThanLetters_getTwoLettersEach_noneTheStartOfAnother() {
        let labels = LinkHints.labels(count: 60)
        #expect(labels.count == 60 && Set(labels).count == 60)
        #expect(labels.allSatisfy { $0.count == 2 })
        #expect(labels.allSatisfy { label in !labels.contains { $0 != label && $0.hasPrefix(label) } })
    }

    @Test func aLabel_goesJustBeforeItsLink() {
        #expect(hints([(0, 3, 10..<20)]).hints[0].place == TextMark(line: 3, columns: 9..<10))
    }

    @Test func aLinkAtTheLeftEdge_hasItsLabelJustAfterIt() {
        #expect(hints([(0, 0, 0..<6)]).hints[0].place == TextMark(line: 0, columns: 6..<7))
    }

    @Test func labelsOfLinksTwoColumnsApart_areKeptApartByABlank() {
        let placed = hints([(0, 0, 0..<6), (1, 0, 8..<14)]).hints.map(\.place)
        #expect(placed == [TextMark(line: 0, columns: 6..<7), TextMark(line: 0, columns: 14..<15)])
    }

    @Test func aLinkRightAfterAnother_neverHasItsLabelOverTheOther() {
        let placed = hints([(0, 0, 0..<6), (1, 0, 6..<12)], width: 20).hints.map(\.place)
        #expect(placed[1] == TextMark(line: 0, columns: 12..<13))
        #expect(!placed[0].columns.overlaps(6..<12) && !placed[1].columns.overlaps(0..<6))
    }

    @Test func aLinkFillingItsLine_takesTheLabelOnItsNextLineInView() {
        let link: (link: Int, spots: [TextMark]) = (0, [TextMark(line: 0, columns: 0..<20), TextMark(line: 1, columns: 0..<5)])
        #expect(LinkHints(links: [link], width: 20).hints[0].place == TextMark(line: 1, columns: 5..<6))
    }

    @Test func aLinkFillingEveryOneOfItsLines_hasItsLabelOverTheLineBelowIt_notOverItsText() {
        let link: (link: Int, spots: [TextMark]) = (0, [TextMark(line: 3, columns: 0..<20)])
        #expect(LinkHints(links: [link], width: 20, view: 0..<10).hints[0].place == TextMark(line: 2, columns: 0..<1))
        #expect(LinkHints(links: [link], width: 20, view: 3..<10).hints[0].place == TextMark(line: 4, columns: 0..<1))
    }

    @Test func noLabel_coversALinksTextOrAnotherLabel_onAManyLinkLine() {
        let spots = stride(from: 0, to: 70, by: 7).enumerated().map { ($0.offset, 0, ($0.element + 1)..<($0.element + 6)) }
        let placed = hints(spots).hints.map(\.place)
        for (index, place) in placed.enumerated() {
            #expect(!spots.contains { $0.2.overlaps(place.columns) })
            #expect(!placed.enumerated().contains { $0.offset != index && $0.element.columns.overlaps(place.columns) })
        }
    }

    @Test func afterAScroll_aLinkStillInView_keepsItsLabel_andOneNewToTheView_takesAFreeLabel() {
        let before = hints([(0, 0, 5..<9), (1, 5, 5..<9), (2, 9, 5..<9)])
        let links: [(link: Int, spots: [TextMark])] = [
            (1, [TextMark(line: 5, columns: 5..<9)]), (2, [TextMark(line: 9, columns: 5..<9)]), (3, [TextMark(line: 12, columns: 5..<9)]),
        ]
        let after = LinkHints(links: links, width: 80, keeping: before)
        #expect(after.hints.map(\.label) == ["s", "d", "a"])
        #expect(after.hints.map(\.link) == [1, 2, 3])
        #expect(after.typed.isEmpty)
    }

    @Test func typingALabel_choosesItsLink() {
        var labels = hints([(4, 0, 5..<9), (7, 1, 5..<9)])
        let outcome = labels.type("s")
        #expect(outcome == .chosen(7))
    }

    @Test func typingTheFirstLetterOfTwo_narrowsTheLabelsShown_andBackspaceWidensThem() {
        var labels = LinkHints(links: (0..<30).map { ($0, [TextMark(line: $0, columns: 5..<9)]) }, width: 80)
        let outcome = labels.type("s")
        #expect(outcome == .narrowed)
        #expect(labels.shown.count == 26 - 22 && labels.shown.allSatisfy { $0.label.hasPrefix("s") })
        let tookBack = labels.takeBack()
        #expect(tookBack && labels.shown.count == 30)
        let tookBackAgain = labels.takeBack()
        #expect(!tookBackAgain)
    }

    @Test func aLetterNoLabelBeginsWith_isNoMatch() {
        var labels = hints([(0, 0, 5..<9)])
        let outcome = labels.type("z")
        #expect(outcome == .noMatch)
    }
}
