import Testing
import TerminalUI

struct KeyOverrideTests {
    enum Action: Hashable, Sendable { case quit, open, down }

    let table = KeyTable<Action>([
        .init([.character("q")], .quit, "Quit"),
        .init([.enter, .character("l")], .open, "Open"),
        .init([.down, .character("j")], .down, "Down"),
        .init([.ctrl("n")], .down, "Down again"),
    ])

    @Test func replacedAction_answersOnlyToItsNewKeys() {
        let changed = table.replacingKeys([.open: [.character("o")]])
        #expect(changed.action(for: .character("o")) == .open)
        #expect(changed.action(for: .enter) == nil)
        #expect(changed.action(for: .character("l")) == nil)
        #expect(changed.action(for: .character("q")) == .quit)
    }

    @Test func keyTakenFromAnotherAction_leavesThatAction() {
        let changed = table.replacingKeys([.quit: [.character("j")]])
        #expect(changed.action(for: .character("j")) == .quit)
        #expect(changed.action(for: .down) == .down)
    }

    @Test func actionWithTwoBindings_keepsOneWithTheNewKeys() {
        let changed = table.replacingKeys([.down: [.character("n")]])
        #expect(changed.bindings.filter { $0.action == .down }.map(\.keys) == [[.character("n")]])
        #expect(changed.action(for: .ctrl("n")) == nil)
    }

    @Test func altChordFromConfig_dispatchesAndShowsInHelp() {
        let changed = table.replacingKeys([.open: [Key(name: "M-o")!]])
        #expect(changed.action(for: .alt("o")) == .open)
        #expect(changed.action(for: .character("o")) == nil)
        #expect(changed.helpLines().map(\.plainText.string).contains { $0.contains("M-o") && $0.contains("Open") })
    }

    @Test func helpShowsTheNewKeys() {
        let help = table.replacingKeys([.open: [.character("o"), .tab]]).helpLines().map(\.plainText.string)
        #expect(help.contains { $0.contains("o Tab") && $0.contains("Open") })
    }

    @Test(arguments: [
        ("j", Key.character("j")), ("G", .character("G")), ("Enter", .enter), ("enter", .enter), ("PgDn", .pageDown),
        ("PageDown", .pageDown), ("Esc", .escape), ("Up", .up), ("↑", .up), ("Space", .character(" ")),
        ("C-f", .ctrl("f")), ("C-F", .ctrl("f")), ("F5", .function(5)), ("S-Tab", .backTab),
        ("M-x", .alt("x")), ("m-x", .alt("x")), ("M-X", .alt("X")), ("M-.", .alt(".")),
    ])
    func keyNames_parse(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test(arguments: ["", " ", "Hyper-Q", "F99", "C-", "C-ab", "\u{1B}", "M-", "M- ", "M-xy"])
    func unknownKeyNames_doNotParse(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test func everyHelpName_parsesBackToItsKey() {
        let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace,
                           .delete, .insert, .tab, .backTab, .function(12), .ctrl("d"), .alt("x"), .character("x"),
                           .character(" ")]
        for key in keys { #expect(Key(name: key.displayName) == key) }
    }
}
