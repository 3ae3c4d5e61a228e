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

    nonisolated private static let longBreadcrumb: [DisplayText] = ["All items", "VIPER in a Terminal: Structuring a Qiita Reader in Swift"]
    nonisolated private static let wideBreadcrumb: [DisplayText] = [
        "All items", DisplayText(sanitizing: "さくらのAI Engineのマルチモーダル：画像を送ってテキストを受け取る"),
    ]

    /// The two examples: at 100 columns the demo note ran into the title ("Swiftdemo"), at
    /// 40 the help hint into the truncated title ("…? help").
    @Test(arguments: [
        (100, longBreadcrumb, "demo · 127.0.0.1:41055  ? help", "Swiftdemo", " … › VIPER in a Terminal: Structuring a Qiita Reader in Swift "),
        (40, wideBreadcrumb, "? help", "…? help", " … › さくらのAI Engine"),
    ])
    func header_keepsABlankBetweenALongBreadcrumbAndTheRightPart(
        columns: Int, breadcrumb: [DisplayText], trailing: DisplayText, joined: String, start: String
    ) {
        let terminal = frame(rows: 1, columns: columns) { canvas in
            HeaderBar(breadcrumb: breadcrumb, trailing: trailing).draw(in: canvas, theme: .standard)
        }
        #expect(!terminal.rows[0].contains(joined))
        #expect(terminal.rows[0].hasSuffix(" " + trailing.string + " "))
        #expect(terminal.rows[0].hasPrefix(start))
        #expect(rowsAreExact(terminal))
    }

    @Test(arguments: 1...100)
    func header_atEveryWidth_neverJoinsTheBreadcrumbToTheRightPart(columns: Int) {
        for breadcrumb in [Self.longBreadcrumb, Self.wideBreadcrumb] {
            let terminal = frame(rows: 1, columns: columns) { canvas in
                HeaderBar(breadcrumb: breadcrumb, trailing: "? help").draw(in: canvas, theme: .standard)
            }
            let row = terminal.rows[0]
            if let mark = row.firstIndex(of: "?") {
                #expect(mark > row.startIndex && row[row.index(before: mark)] == " ", "\(columns) columns: \(row)")
            }
            #expect(row.hasPrefix(" ") && row.count > 1 || columns < 2, "\(columns) columns: the breadcrumb stays: \(row)")
            #expect(rowsAreExact(terminal))
        }
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

    @Test func status_factsThatDoNotFit_leaveOutTheFirst_keepingTheLastWhole() {
        let terminal = frame(rows: 1, columns: 80) { canvas in
            StatusBar(facts: ["Not following @sakura-dev", "API 995/1000", "20/1000"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows[0].hasSuffix(" API 995/1000  20/1000 "))
        #expect(!terminal.rows[0].contains("following"))
        #expect(!terminal.rows[0].contains("…"))
        #expect(rowsAreExact(terminal))
    }

    @Test func status_aMessageThatWouldBeCut_takesTheRoomOfTheFirstFacts() {
        let message = DisplayText(sanitizing: "Qiita had a server error (HTTP 500); try again in a moment. Press r to retry.")
        let terminal = frame(rows: 1, columns: 100) { canvas in
            StatusBar(message: message, facts: ["Not following @alice", "0"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows[0].contains("Press r to retry."))
        #expect(terminal.rows[0].hasSuffix(" 0 "))
        #expect(!terminal.rows[0].contains("following"))
        #expect(rowsAreExact(terminal))
    }

    @Test func status_aLastFactWiderThanHalfTheRow_isCut() {
        let terminal = frame(rows: 1, columns: 20) { canvas in
            StatusBar(facts: ["p. 1", "a fact far wider than ten columns"]).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.rows[0].contains("…"))
        #expect(!terminal.rows[0].contains("p. 1"))
        #expect(rowsAreExact(terminal))
    }

    @Test func status_error_usesTheErrorStyle() {
        let terminal = frame(rows: 1, columns: 20) { canvas in
            StatusBar(message: "Failed", isError: true).draw(in: canvas, theme: .standard)
        }
        #expect(terminal.cell(row: 0, column: 1)?.style == Theme.standard[.status].merged(with: Theme.standard[.error]))
    }
}
