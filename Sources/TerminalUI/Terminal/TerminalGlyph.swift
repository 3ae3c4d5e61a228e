/// Chooses what to send to ncurses for a cell so that ncurses, the terminal and our layout agree
/// on its width.
///
/// ncurses sizes a cell by `wcwidth` of its first scalar and accepts only zero-width scalars after
/// it (at most five in all). The real terminal passes libc's `wcwidth` as `scalarWidth`, so the
/// decision follows what ncurses will actually do in the user's locale. Clusters it cannot represent with the width our layout gave them
/// (emoji with VS16, ZWJ sequences, flags, keycaps) are drawn as a stand-in of the same width: a
/// flag as its two region letters, others as their first scalar, followed by blanks if narrower.
enum TerminalGlyph {
    /// One piece to draw with `setcchar`: its scalars and the columns it covers.
    struct Piece: Equatable {
        let scalars: [Int32]
        let width: Int
    }

    static let blank = Piece(scalars: [0x20], width: 1)

    /// The pieces that draw `cell`, left to right; their widths add up to the cell's width.
    static func pieces(for cell: Cell, scalarWidth: (Unicode.Scalar) -> Int = TextWidth.width(ofScalar:)) -> [Piece] {
        let scalars = Array(cell.character.unicodeScalars)
        guard let first = scalars.first else { return Array(repeating: blank, count: cell.width) }
        let firstWidth = scalarWidth(first)
        let representable = scalars.count <= 5
            && firstWidth == cell.width
            && scalars.dropFirst().allSatisfy { scalarWidth($0) == 0 && $0.value != 0xFE0F && $0.value != 0x200D }
        if representable {
            return [Piece(scalars: scalars.map { Int32(bitPattern: $0.value) }, width: cell.width)]
        }
        if cell.width == 2, scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            return scalars.map { Piece(scalars: [Int32($0.value - 0x1F1E6 + 0x41)], width: 1) }
        }
        guard firstWidth > 0, firstWidth <= cell.width else { return Array(repeating: blank, count: cell.width) }
        let lead = Piece(scalars: [Int32(bitPattern: first.value)], width: firstWidth)
        return [lead] + Array(repeating: blank, count: cell.width - firstWidth)
    }
}
