import Testing
@testable import TerminalUI

struct KeyTableTests {
    enum Action: Hashable, Sendable { case quit, open, help }

    let table = KeyTable<Action>([
        .init([.character("q"), .ctrl("c")], .quit, "Quit"),
        .init([.enter, .character("o")], .open, "Open the article", group: "Article"),
        .init([.character("?"), .function(1)], .help, "Help"),
    ])

    @Test func dispatch_findsTheActionForEveryBoundKey() {
        #expect(table.action(for: .character("q")) == .quit)
        #expect(table.action(for: .ctrl("c")) == .quit)
        #expect(table.action(for: .enter) == .open)
        #expect(table.action(for: .function(1)) == .help)
        #expect(table.action(for: .character("x")) == nil)
    }

    @Test func helpContent_listsExactlyTheKeysThatDispatch() {
        let help = table.helpLines().map(\.plainText.string)
        #expect(!help.contains("General"), "a binding given no group has no heading of the widget's own")
        #expect(help.contains("Article"))
        for binding in table.bindings {
            let names = binding.keys.map(\.displayName).joined(separator: " ")
            let line = help.first { $0.contains(binding.description.string) }
            #expect(line?.contains(names) == true)
            for key in binding.keys {
                #expect(table.action(for: key) == binding.action)
            }
        }
    }

    @Test func duplicateKey_firstBindingWins() {
        let table = KeyTable<Action>([.init([.enter], .open, "Open"), .init([.enter], .quit, "Quit")])
        #expect(table.action(for: .enter) == .open)
    }

    @Test func mappedBindings_keepKeysAndDescriptions() {
        let mapped = Movement.bindings(group: "Moving", descriptions: [.pageDown: "Next page"]) { $0 }.map { $0.mapAction { "\($0)" } }
        #expect(KeyTable(mapped).action(for: .pageDown) == "pageDown")
        #expect(mapped.first { $0.action == "pageDown" }?.description == "Next page")
    }
}

@Test func widgetDefaults_pageWithControlFAndControlBLikeVi() {
    let list = KeyTable(Movement.bindings(group: .empty, descriptions: [:]) { $0 })
    let pager = KeyTable(Movement.bindings(group: .empty, descriptions: [:], action: PagerAction.move))
    #expect(list.action(for: .ctrl("f")) == .pageDown)
    #expect(list.action(for: .ctrl("b")) == .pageUp)
    #expect(pager.action(for: .ctrl("f")) == .move(.pageDown))
    #expect(pager.action(for: .ctrl("b")) == .move(.pageUp))
}
