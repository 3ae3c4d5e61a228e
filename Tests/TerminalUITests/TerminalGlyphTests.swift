import Testing
@testable import TerminalUI

struct TerminalGlyphTests {
    @Test(arguments: ["a", "日", "🚀", "❤️", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "e\u{301}", "👍🏽"])
    func pieces_alwaysCoverTheLayoutWidth(_ text: String) {
        let character = Character(text)
        let cell = Cell(character: character, width: TextWidth.width(of: character), style: .plain)
        let pieces = TerminalGlyph.pieces(for: cell)
        #expect(pieces.reduce(0) { $0 + $1.width } == cell.width)
        for piece in pieces {
            let first = Unicode.Scalar(UInt32(piece.scalars[0]))!
            #expect(TextWidth.width(ofScalar: first) == piece.width)
            #expect(piece.scalars.count <= 5)
        }
    }

    @Test func pieces_flag_becomeRegionLetters() {
        let cell = Cell(character: "🇯🇵", width: 2, style: .plain)
        #expect(TerminalGlyph.pieces(for: cell).map(\.scalars) == [[0x4A], [0x50]])
    }

    @Test func pieces_combiningMark_staysInOneCell() {
        let cell = Cell(character: "e\u{301}", width: 1, style: .plain)
        #expect(TerminalGlyph.pieces(for: cell) == [TerminalGlyph.Piece(scalars: [0x65, 0x301], width: 1)])
    }

    @Test func pieces_whenLibcCannotDrawTheCharacter_areBlanksOfTheSameWidth() {
        let cell = Cell(character: "日", width: 2, style: .plain)
        let pieces = TerminalGlyph.pieces(for: cell) { _ in -1 }
        #expect(pieces == [TerminalGlyph.blank, TerminalGlyph.blank])
    }

    @Test func pieces_whenLibcThinksTheEmojiIsNarrow_padWithABlank() {
        let cell = Cell(character: "🚀", width: 2, style: .plain)
        let pieces = TerminalGlyph.pieces(for: cell) { _ in 1 }
        #expect(pieces == [TerminalGlyph.Piece(scalars: [0x1F680], width: 1), TerminalGlyph.blank])
    }
}
