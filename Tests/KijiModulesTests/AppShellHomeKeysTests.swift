import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The home keys 1 to 5: from any screen, they replace the whole stack with the root list asked
/// for, or say in one sentence why it cannot be shown.
@MainActor
@Suite("AppShell home keys")
struct AppShellHomeKeysTests {
    private let harness = ShellHarness()
    private let root = SpyScreen(title: "All items")
    private let second = SpyScreen(title: "Second screen")

    /// A shell whose home lists are spy screens titled by the list, except those in `unavailable`.
    private func homes(unavailable: Set<HomeList> = []) -> HomeRecorder {
        let recorder = HomeRecorder()
        harness.shell.makeHomeScreen = { list in
            recorder.asked.append(list)
            if unavailable.contains(list) { return .failure(HomeUnavailable("No \(list.rawValue) without a token: run kiji login.")) }
            let screen = SpyScreen(title: DisplayText(sanitizing: "Home \(list.rawValue)"))
            recorder.built.append(screen)
            return .success(screen)
        }
        return recorder
    }

    @Test func eachKey_asksForItsList() async {
        let recorder = homes()
        harness.shell.push(root)
        harness.press(.character("1"), .character("2"), .character("3"), .character("4"), .character("5"))
        #expect(await eventually { recorder.asked.count == 5 })
        #expect(recorder.asked == [.trend, .timeline, .newest, .stocks, .mine])
    }

    @Test func aHomeKey_onADeepScreen_replacesTheWholeStackWithTheList() async {
        let recorder = homes()
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.character("1"))
        #expect(await eventually { harness.shell.screens.count == 1 })
        #expect(root.closes == 1 && second.closes == 1)
        #expect(harness.shell.screens.first === recorder.built.first)
        #expect(harness.screenRows()[0].contains("Home trend"))
    }

    @Test func aListThatCannotBeShown_saysWhy_andKeepsTheStack() async {
        _ = homes(unavailable: [.stocks])
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.character("4"))
        #expect(await eventually { harness.screenRows().last?.contains("No stocks without a token: run kiji login.") == true })
        #expect(harness.shell.screens.count == 2)
        #expect(second.closes == 0)
    }

    @Test func homeKeys_canBeRebound_byName() async {
        let recorder = homes()
        harness.shell.keyOverrides = KeyOverrides(["home_timeline": [.character("T")]])
        harness.shell.push(root)
        harness.press(.character("2"), .character("T"))
        #expect(await eventually { recorder.asked == [.timeline] })
        #expect(AppShell.keyActionNames.isSuperset(of: ["home_trend", "home_timeline", "home_newest", "home_stocks", "home_mine"]))
    }
}

/// What the shell asked the home factory for, and the screens it got.
@MainActor
private final class HomeRecorder {
    var asked: [HomeList] = []
    var built: [SpyScreen] = []
}
