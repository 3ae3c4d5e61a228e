import Testing
@testable import TerminalUI

@MainActor
struct BarsTests {
    @Test func header_showsBreadcrumbAndTrailingText() {
        let terminal = frame(rows: 1, columns: 40) { canvas in
            HeaderBar(breadcrumb: ["kiji", "Tags", "swift"], trailing: "@me").draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows == [" kiji › Tags › swift                @me "])
        #expect(rowsAreExact(terminal))
    }

    @Test func header_longPath_dropsOuterPartsFirst() {
        let terminal = frame(rows: 1, columns: 26) { canvas in
            HeaderBar(breadcrumb: ["kiji", "Tags", DisplayText(sanitizing: "日本語タグ"), "Article"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows[0].hasPrefix(" … › 日本語タグ › Article"))
        #expect(rowsAreExact(terminal))
    }

    @Test func status_showsMessageSpinnerAndRightAlignedFacts() {
        let terminal = frame(rows: 1, columns: 40) { canvas in
            StatusBar(message: "Loading items", spinner: "|", facts: ["p. 3", "rate 58/60"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows == [" | Loading items       p. 3  rate 58/60 "])
        #expect(rowsAreExact(terminal))
    }

    @Test func status_longJapaneseMessage_isTruncatedBeforeTheFacts() {
        let message = DisplayText(sanitizing: "日本語のとても長いステータスメッセージがここに表示されます")
        let terminal = frame(rows: 1, columns: 30) { canvas in
            StatusBar(message: message, facts: ["p. 1"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows[0].hasSuffix(" p. 1 "))
        #expect(terminal.rows[0].contains("…"))
        #expect(rowsAreExact(terminal))
    }

    @Test func status_error_usesTheErrorStyle() {
        let terminal = frame(rows: 1, columns: 20) { canvas in
            StatusBar(message: "Failed", isError: true).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.cell(row: 0, column: 1)?.style == Theme.standard[.status].merged(with: Theme.standard[.error]))
    }
}
