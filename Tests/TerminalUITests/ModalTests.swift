import Testing
@testable import TerminalUI

@MainActor
struct ModalTests {
    @Test func modal_isCentredWithBorderTitleAndFooter() {
        let terminal = frame(rows: 7, columns: 30) { canvas in
            Modal.confirmation(question: "Delete it?", title: "Confirm", footer: "y: yes  n: no").draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows.contains { $0.contains("┌ Confirm ") })
        #expect(terminal.rows.contains { $0.contains("│ Delete it?") })
        #expect(terminal.rows.contains { $0.contains("└ y: yes  n: no ") })
        #expect(rowsAreExact(terminal))
    }

    @Test func modal_longBody_scrolls() {
        var modal = Modal(title: "Help", body: (1...20).map { StyledLine(DisplayText(sanitizing: "entry \($0)")) }, footer: "Esc: close")
        modal.scroll(by: 5)
        let terminal = frame(rows: 6, columns: 30) { modal.draw(in: $0, theme: .standard) }
        #expect(terminal.rows[1].contains("entry 6"))
    }

    @Test func errorModal_showsMessageAndDetails() {
        let modal = Modal.error(
            title: "Error", message: "Request failed", details: DisplayText(sanitizing: "HTTP 503\u{1B}[2J from qiita.com"), footer: "Esc: close")
        let terminal = frame(rows: 10, columns: 40) { modal.draw(in: $0, theme: .standard) }
        #expect(terminal.rows.contains { $0.contains("Request failed") })
        #expect(terminal.rows.contains { $0.contains("HTTP 503 from qiita.com") })
    }

    @Test func modal_withoutFooter_drawsAPlainBottomBorder() {
        let terminal = frame(rows: 5, columns: 20) { canvas in
            Modal(title: "Note", body: [StyledLine("Saved.")], footer: .empty).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows.contains { $0.contains("└────") })
        #expect(!terminal.rows.contains { $0.contains("└ ") })
    }

    @Test func aFooterTooLongForTheBox_givesWayToAShorterForm_andTheCornersStay() {
        var modal = Modal(title: "Messages", body: [StyledLine("Copied.")], footer: "Tab: choose  Enter: copy  o: open  Esc: close")
        modal.shorterFooters = ["Tab  Enter: copy  Esc"]
        let terminal = frame(rows: 6, columns: 30) { modal.draw(in: $0, theme: .standard) }
        #expect(terminal.rows.contains { $0.hasPrefix("└ Tab  Enter: copy  Esc ") && $0.hasSuffix("┘") })
        #expect(rowsAreExact(terminal))
    }}
