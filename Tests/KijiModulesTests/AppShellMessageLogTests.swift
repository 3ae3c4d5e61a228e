import FoundationEssentials
import TerminalUI
import Testing
@testable import KijiModules

/// `e`: every message of the session, whole, with the screen's error and config.toml's problems
/// on top, and the addresses and file names in them to copy or open.
@MainActor
struct AppShellMessageLogTests {
    /// 2026-12-05 14:03:42 UTC.
    private let harness = ShellHarness(clock: { Date(timeIntervalSince1970: 1_796_479_422) })
    private let screen = SpyScreen(title: "An article")
    private let externals = StubExternalActions()
    private static let address = "https://qiita.com/alice/items/7e476343f4a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5"

    private func open() {
        harness.shell.externals = externals
        harness.shell.push(screen)
        _ = harness.screenRows()
    }

    @Test func aNoteSaid_showsUntilTheNextKey_andTheLogKeepsItWhole() {
        open()
        let sentence = "No browser to open it (set $BROWSER); the address is \(Self.address)"
        harness.shell.say(DisplayText(sanitizing: sentence), isError: false, detail: .empty)
        let statusRow = harness.screenRows().last ?? ""
        #expect(statusRow.contains("…") && !statusRow.contains(Self.address))
        harness.press(.character("j"))
        #expect(harness.screenRows().last?.contains("No browser") == false)
        harness.press(.character("e"))
        #expect(harness.text.contains("Messages, newest first"))
        #expect(harness.text.contains("14:03:42  No browser to open it"))
        #expect(compacted(harness.text).contains(Self.address))
    }

    /// The screen's text without spaces, borders or line ends: a wrapped address reads whole.
    private func compacted(_ text: String) -> String { text.filter { !" │\n".contains($0) } }

    @Test func aScreensStatus_isLoggedOnceWhileItHolds_andTheNewestComesFirst() {
        open()
        screen.status = ScreenStatus(message: "offline — showing cached results from 14:00")
        _ = harness.screenRows()
        _ = harness.screenRows()
        screen.status = ScreenStatus(message: "This list is empty.")
        _ = harness.screenRows()
        harness.press(.character("e"))
        let text = harness.text
        let newest = text.range(of: "This list is empty.")
        let older = text.range(of: "offline — showing cached results from 14:00")
        #expect(newest != nil && older != nil)
        if let newest, let older { #expect(newest.lowerBound < older.lowerBound) }
        #expect(text.components(separatedBy: "offline — showing").count == 2)
    }

    @Test func theScreensError_andConfigProblems_comeFirst() {
        harness.shell.configProblems = ["/home/me/.config/kiji/config.toml:3: per_page: must be between 1 and 100"]
        open()
        screen.status = ScreenStatus(message: "Something failed.", isError: true, detail: "HTTP 503 from qiita.com")
        harness.press(.character("e"))
        let text = harness.text
        #expect(text.contains("This screen's error"))
        #expect(text.contains("HTTP 503 from qiita.com"))
        #expect(text.contains("config.toml: 1 problem"))
        #expect(text.contains("per_page: must be between 1 and 100"))
        #expect(text.range(of: "This screen's error")!.lowerBound < text.range(of: "config.toml: 1 problem")!.lowerBound)
    }

    @Test func at40Columns_theFooterIsAShorterFormWhole_andAMessagesWrappedLinesStartUnderItsText() throws {
        harness.terminal.resize(to: TerminalSize(rows: 12, columns: 40))
        open()
        harness.shell.say(DisplayText(sanitizing: "Copied \(Self.address) into the clipboard."), isError: false, detail: .empty)
        harness.press(.character("e"))
        let rows = harness.screenRows()
        #expect(rows.contains { $0.hasPrefix("└ Tab  Enter: copy  o: open  Esc ") && $0.hasSuffix("┘") })
        let first = try #require(rows.firstIndex { $0.contains("14:03:42  Copied") })
        let textColumn = try #require(column(of: "Copied", in: rows[first]))
        let wrapped = rows[(first + 1)...].prefix { $0.hasPrefix("│") && !$0.dropFirst().dropLast().allSatisfy { $0 == " " } }
        #expect(wrapped.count >= 2)
        for row in wrapped {
            #expect(column(of: row.dropFirst().first { $0 != " " }.map(String.init) ?? "", in: row) == textColumn, "\(row)")
        }
    }

    /// The column where `piece` first starts in `row`, counting characters (the rows here are narrow).
    private func column(of piece: String, in row: String) -> Int? {
        row.range(of: piece).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
    }

    @Test func withNothingSaid_theLogSaysSo_andNoErrorIsClaimed() {
        open()
        harness.press(.character("e"))
        #expect(harness.text.contains("No message yet."))
        #expect(!harness.text.contains("This screen's error"))
    }

    @Test func tabChoosesAnAddress_andEnterCopiesIt_sayingWhereItWent() {
        open()
        harness.shell.say(DisplayText(sanitizing: "Opened \(Self.address) in the browser."), isError: false, detail: .empty)
        harness.shell.say("Your comment is kept in /state/kiji/unsent/comment-1.md", isError: false, detail: .empty)
        harness.press(.character("e"), .tab)
        harness.press(.enter)
        #expect(externals.copied == ["/state/kiji/unsent/comment-1.md"])
        #expect(harness.screenRows().last?.contains("Sent /state/kiji/unsent/comment-1.md to the terminal") == true)
        harness.press(.tab, .character("y"))
        #expect(externals.copied.last == Self.address)
    }

    @Test func oOpensAnAddress_butNotAFileName() {
        open()
        harness.shell.say("Your comment is kept in /state/kiji/unsent/comment-1.md", isError: false, detail: .empty)
        harness.shell.say(DisplayText(sanitizing: "Copied \(Self.address) into tmux's paste buffer."), isError: false, detail: .empty)
        harness.press(.character("e"), .tab, .character("o"))
        #expect(externals.opened.map(\.absoluteString) == [Self.address])
        harness.press(.tab, .character("o"))
        #expect(externals.opened.count == 1)
        #expect(harness.screenRows().last?.contains("Only a web address opens") == true)
    }

    @Test func aFailureTheScreenReportsAfterANote_takesItsPlace() {
        open()
        harness.shell.say("The last item loaded so far; more load as you go on.", isError: false, detail: .empty)
        #expect(harness.screenRows().last?.contains("The last item loaded") == true)
        screen.status = ScreenStatus(message: "Qiita's rate limit is used up. Press r to retry.", isError: true)
        #expect(harness.screenRows().last?.contains("Press r to retry.") == true)
    }

    @Test func anyOtherKey_closesTheLog() {
        open()
        harness.shell.say("Stocked.", isError: false, detail: .empty)
        harness.press(.character("e"))
        #expect(harness.text.contains("Messages, newest first"))
        harness.press(.character("x"))
        #expect(!harness.text.contains("Messages, newest first"))
        #expect(screen.keys == [.character("e")])
    }
}
