import Glibc
import Testing

@testable import TerminalUI

/// kitty's Unicode placeholder cells: the diacritics that number rows and columns, the id in the
/// foreground colour, their width, and which terminals draw them. Expected values are the graphics
/// protocol's own examples and lines of its `rowcolumn-diacritics.txt`.
struct KittyPlaceholderTests {
    @Test func diacritics_standForTheirLineOfTheSpecsList() {
        // Line N of the list (after its comments) stands for N − 1.
        let expected: [(Int, UInt32)] = [
            (0, 0x0305), (1, 0x030D), (2, 0x030E), (3, 0x0310), (8, 0x0346), (39, 0x0597), (99, 0x074A), (199, 0x20D1),
            (254, 0xA8E4), (255, 0xA8E5), (256, 0xA8E6), (295, 0x1D243), (296, 0x1D244),
        ]
        for (number, scalar) in expected {
            #expect(KittyPlaceholder.diacritic(number).value == scalar, "\(number)")
        }
        #expect(KittyPlaceholder.largestExtent == 297)
        #expect(Set(KittyPlaceholderDiacritics.all).count == 297, "no diacritic stands for two numbers")
    }

    @Test func theSpecsTwoByTwoExample_isWhatRowsGiveForImage42() throws {
        // printf "\e[38;5;42m\U10EEEE\U0305\U0305\U10EEEE\U0305\U030D\e[39m\n" and the row below.
        let rows = try #require(KittyPlaceholder.rows(of: 42, columns: 2, rows: 2))
        #expect(rows.map(\.plainText.string) == [
            "\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}", "\u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}",
        ])
        #expect(rows.allSatisfy { $0.spans.count == 1 && $0.spans[0].style == Style(foreground: .palette(42)) })
    }

    @Test func anIDWithAHighByte_addsItsDiacriticToEveryCell_asTheSpecsExampleDoes() throws {
        // 33554474 = 42 + (2 << 24): "\e[38;5;42m\U10EEEE\U0305\U0305\U030E\U10EEEE\U0305\U030D\U030E".
        let rows = try #require(KittyPlaceholder.rows(of: 33_554_474, columns: 2, rows: 1))
        #expect(rows.map(\.plainText.string) == ["\u{10EEEE}\u{0305}\u{0305}\u{030E}\u{10EEEE}\u{0305}\u{030D}\u{030E}"])
        #expect(rows[0].spans[0].style.foreground == .palette(42))
    }

    @Test func cellsPast255_useTheListsLaterDiacritics() {
        let cell = String(KittyPlaceholder.cell(row: 256, column: 296, id: 7))
        #expect(Array(cell.unicodeScalars).map(\.value) == [0x10EEEE, 0xA8E6, 0x1D244])
        #expect(KittyPlaceholder.rows(of: 7, columns: 297, rows: 297)?.count == 297)
    }

    @Test func aBlockTheDiacriticsCannotNumber_orAnIDNoCellCanCarry_hasNoRows() {
        #expect(KittyPlaceholder.rows(of: 7, columns: 298, rows: 1) == nil)
        #expect(KittyPlaceholder.rows(of: 7, columns: 1, rows: 298) == nil)
        #expect(KittyPlaceholder.rows(of: 7, columns: 0, rows: 1) == nil)
        #expect(KittyPlaceholder.rows(of: 256, columns: 1, rows: 1) == nil, "bits 8–23 cannot be carried by 256 colours")
        #expect(KittyPlaceholder.rows(of: 0x0200_0000, columns: 1, rows: 1) == nil, "a low byte of 0 is no colour's id")
    }

    @Test func ids_countTheLowByteToThe255ThenTheHighByte() {
        #expect(KittyPlaceholder.imageID(after: 0) == 1)
        #expect(KittyPlaceholder.imageID(after: 41) == 42)
        #expect(KittyPlaceholder.imageID(after: 255) == 0x0100_0001)
        #expect(KittyPlaceholder.imageID(after: 0x0100_0001) == 0x0100_0002)
        #expect(KittyPlaceholder.imageID(after: 0xFF00_00FF) == 1)
        #expect(KittyPlaceholder.imageID(after: 0x1234) == 1)
        var id: UInt32 = 0
        for _ in 0..<70_000 {
            id = KittyPlaceholder.imageID(after: id)
            guard KittyPlaceholder.canCarry(id) else { break }
        }
        #expect(KittyPlaceholder.canCarry(id))
    }

    @Test func aPlaceholderCell_isOneColumnWide_forOurLayoutAndForLibc() throws {
        let row = try #require(KittyPlaceholder.rows(of: 0x0300_0009, columns: 40, rows: 297)?.last)
        let line = CellLine(row)
        #expect(line.width == 40 && line.cells.count == 40)
        #expect(line.cells.allSatisfy { $0.width == 1 && $0.character.unicodeScalars.first == KittyPlaceholder.character })
        // ncurses sizes a cell with libc's wcwidth: the placeholder one column, each diacritic none,
        // and at most five scalars (CCHARW_MAX), so each cell is one piece drawn whole.
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        let libc = NcursesTerminal.libcWidth
        #expect(libc(KittyPlaceholder.character) == 1)
        #expect(KittyPlaceholderDiacritics.all.allSatisfy { libc($0) == 0 && TextWidth.width(ofScalar: $0) == 0 })
        for cell in line.cells {
            #expect(TerminalGlyph.pieces(for: cell, scalarWidth: libc).count == 1)
        }
    }

    @Test func untrustedText_cannotMakeAPlaceholder() {
        let sanitized = DisplayText(sanitizing: "a\u{10EEEE}\u{0305}\u{0305}b").string
        #expect(!sanitized.unicodeScalars.contains(KittyPlaceholder.character))
        #expect(sanitized.unicodeScalars.contains(Sanitizer.replacement))
    }

    @Test func onlyKitty028OrLater_drawsPlaceholders() {
        for version in ["kitty(0.28.0)", "kitty(0.35.2)", "kitty(0.28)", "kitty(1.0.0)"] {
            #expect(KittyPlaceholder.isSupported(byTerminalVersion: version), "\(version)")
        }
        for version in [
            "kitty(0.26.5)", "kitty(0.27.99)", "XTerm(379)", "WezTerm 20230712-072601-f4abf8fd", "tmux 3.3a", "kitty()",
            "kitty(0.x.1)", "kitty(0.35.2", "kitty(-1.30.0)", "kitty(0.35.2.1)",
        ] {
            #expect(!KittyPlaceholder.isSupported(byTerminalVersion: version), "\(version)")
        }
        #expect(!KittyPlaceholder.isSupported(byTerminalVersion: nil))
    }
}
