import TerminalUI
import Testing
@testable import KijiModules

/// The prompts on the status row: Qiita's search on `/` and `:`, and a screen's own (the find).
@MainActor
struct AppShellPromptTests {
    private let harness = ShellHarness()
    private let root = SpyScreen(title: "All items")

    @Test func colon_opensQiitasSearchPrompt_asSlashDoes() {
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: SpyRoutes(), scope: scope) }
        shell.push(root)
        harness.press(.character(":"))
        #expect(harness.screenRows().last?.hasPrefix("Search:") == true)
        #expect(root.keys == [.character(":")])
    }

    @Test func aScreensPrompt_takesTheKeysOnTheStatusRow_untilEnterHandsItsText() {
        var submitted: [String] = []
        harness.shell.push(root)
        harness.shell.showPrompt(FindPrompt { submitted.append($0) })
        harness.press(.character("a"))
        #expect(harness.screenRows().last?.hasPrefix("Find: a") == true)
        harness.press(.enter)
        #expect(submitted == ["a"])
        #expect(root.keys.isEmpty)
        #expect(harness.screenRows().last?.hasPrefix("Find:") == false)
    }

    @Test func escInAScreensPrompt_closesIt_handingNothing() {
        var submitted: [String] = []
        harness.shell.push(root)
        harness.shell.showPrompt(FindPrompt { submitted.append($0) })
        harness.press(.character("a"))
        harness.press(.escape)
        #expect(submitted.isEmpty)
        #expect(harness.shell.screens.count == 1 && harness.quits.count == 0)
        #expect(harness.screenRows().last?.hasPrefix("Find:") == false)
    }
}
