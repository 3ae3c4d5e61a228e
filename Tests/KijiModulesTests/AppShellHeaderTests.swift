import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The header's breadcrumb and right part share the row by need, on the three screens a reader
/// goes through, at the common widths: the breadcrumb shortens first, then the demo note loses its
/// address, and `? help` stays whole.
@MainActor
@Suite("Shell header widths")
struct AppShellHeaderTests {
    private static let article = "VIPER in a Terminal: Structuring a Qiita Reader in Swift"
    private static let wideArticle = "さくらのAI Engineのマルチモーダル：画像を送ってテキストを受け取る"
    private static let note = "demo · 127.0.0.1:33009"

    /// The header row with `titles` stacked, `columns` wide; the top screen has `topNote` as its header note.
    private func header(_ titles: [String], columns: Int, topNote: String = "") -> String {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 24, columns: columns))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let shell = AppShell(loop: loop, theme: .standard, note: DisplayText(sanitizing: Self.note), shortNote: "demo") {}
        loop.root = shell
        for title in titles { shell.push(SpyScreen(title: DisplayText(sanitizing: title))) }
        (shell.screens.last as? SpyScreen)?.headerNote = DisplayText(sanitizing: topNote)
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows[0]
    }

    private static let screens: [(name: String, titles: [String])] = [
        ("list", ["All items"]), ("article", ["All items", article]), ("comments", ["All items", article, "Comments"]),
        ("a Japanese article's comments", ["#Swift", wideArticle, "Comments"]),
    ]

    @Test(arguments: [120, 100, 80, 60, 40])
    func helpStaysWhole_twoBlanksApart_andTheNoteShortensOnlyWhenTheBreadcrumbIsShort(columns: Int) {
        for screen in Self.screens {
            let row = header(screen.titles, columns: columns)
            let right = columns >= 60 ? Self.note + "  ? help" : "demo  ? help"
            #expect(row.hasSuffix("  " + right + " "), "\(screen.name) at \(columns): \(row)")
            #expect(row.hasPrefix(" " + String(screen.titles[0].prefix(1))) || row.hasPrefix(" …"), "\(screen.name) at \(columns): \(row)")
        }
    }

    private static let followScreens: [(name: String, titles: [String], fact: String)] = [
        ("a tag's list", ["#Swift"], "Not following #Swift"), ("a user's list", ["All items", "@alice"], "Following @alice"),
        ("an article", ["All items", article], "Not following @alice"),
        ("a Japanese article", ["#Swift", wideArticle], "Following @qiita_user_with_a_long_name"),
    ]

    @Test(arguments: [120, 100, 80, 60, 40])
    func theScreensFollowFact_sharesTheRightPart_andHelpStaysWhole(columns: Int) {
        for screen in Self.followScreens {
            let row = header(screen.titles, columns: columns, topNote: screen.fact)
            #expect(row.hasSuffix("  ? help "), "\(screen.name) at \(columns): \(row)")
            if columns >= 80 { #expect(row.contains(screen.fact + "  "), "\(screen.name) at \(columns): \(row)") }
        }
    }

    @Test func atEightyColumns_theFollowFactStays_andTheDemoNoteGivesWayFirst() {
        let row = header(["#Swift", Self.wideArticle], columns: 80, topNote: "Following @qiita_user_with_a_long_name")
        #expect(row.contains("  Following @qiita_user_with_a_long_name  demo  ? help "), "\(row)")
        #expect(!row.contains("127.0.0.1"))
    }

    @Test func atEightyColumns_anArticleWithAFollowFact_keepsTheBreadcrumbsRoom() {
        let row = header(["All items", Self.article], columns: 80, topNote: "Not following @alice")
        #expect(row.hasPrefix(" … › VIPER in a Terminal: Structuring"), "\(row)")
        #expect(row.hasSuffix("  Not following @alice  demo  ? help "), "\(row)")
    }

    @Test func aScreenWithoutAFact_leavesTheRightPartAsItWas() {
        #expect(header(["#Swift"], columns: 80, topNote: "").hasSuffix("  " + Self.note + "  ? help "))
    }

    @Test func aWideRow_showsTheWholeBreadcrumb() {
        #expect(header(["All items", Self.article], columns: 120).hasPrefix(" All items › \(Self.article)  "))
    }

    @Test func atEightyColumns_theArticleTitleShortensBeforeTheNote() {
        let row = header(["All items", Self.article], columns: 80)
        #expect(row.hasPrefix(" … › VIPER in a Terminal"))
        #expect(row.contains("…  " + Self.note + "  ? help"))
    }

    @Test func aVeryShortRow_dropsTheNote_beforeTheHelp() {
        let row = header(["All items", Self.article], columns: 24)
        #expect(row.hasSuffix("  ? help "))
        #expect(!row.contains("demo"))
    }
}
