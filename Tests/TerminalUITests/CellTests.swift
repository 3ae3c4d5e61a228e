import Testing
@testable import TerminalUI

struct CellTests {
    @Test func cells_ofTheSameBytesStyleAndWidth_areEqual_andHashAlike() {
        let bold = Style(attributes: .bold)
        let one = Cell(character: "日", width: 2, style: bold)
        let other = Cell(character: Character("日"), width: 2, style: bold)
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(Set([one, other]).count == 1)
    }

    @Test func cells_differingInStyleWidthOrCharacter_differ() {
        let cell = Cell(character: "a", width: 1, style: .plain)
        #expect(cell != Cell(character: "a", width: 1, style: Style(attributes: .bold)))
        #expect(cell != Cell(character: "a", width: 2, style: .plain))
        #expect(cell != Cell(character: "b", width: 1, style: .plain))
    }

    @Test func aComposedAndADecomposedLetter_areDifferentCells_sinceTheTerminalGetsOtherBytes() {
        let composed = Cell(character: "\u{E9}", width: 1, style: .plain)
        let decomposed = Cell(character: "e\u{301}", width: 1, style: .plain)
        #expect(Character("\u{E9}") == Character("e\u{301}"))
        #expect(composed != decomposed)
    }
}
