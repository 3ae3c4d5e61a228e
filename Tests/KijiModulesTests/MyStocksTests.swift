import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// `S` on a list: the signed-in user's stocks, or a sentence on how to log in.
@MainActor
struct MyStocksTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()

    private func startedList(account: any AccountRepository) async throws -> ItemListView {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(2), next: nil, total: 2))])
        var deps = Fixture.deps(repository)
        deps.account = account
        let screen = try #require(
            ItemListRouter.assembleModule(source: .all, navigator: navigator, routes: routes, deps: deps) as? ItemListView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["2/2"] })
        return screen
    }

    @Test func capitalS_withAToken_pushesTheUsersStocks() async throws {
        let list = try await startedList(account: StubAccount())
        #expect(list.handle(.character("S")))
        #expect(await eventually { navigator.pushed.count == 1 })
        #expect(routes.opened == [.itemList(.stocks(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func capitalS_withoutAToken_saysHowToLogIn() async throws {
        let list = try await startedList(account: SignedOut())
        #expect(list.handle(.character("S")))
        #expect(await eventually { !list.status.message.string.isEmpty })
        #expect(list.status.message.string == "My stocks needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        #expect(!list.status.isError)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func capitalS_whenTheAccountCannotBeRead_showsTheError() async throws {
        let list = try await startedList(account: StubAccount(failure: Fixture.error("Qiita rejected the access token.", kind: .unauthorized)))
        #expect(list.handle(.character("S")))
        #expect(await eventually { list.status.isError })
        #expect(list.status.message.string == "Qiita rejected the access token.")
        #expect(navigator.pushed.isEmpty)
    }

    @Test func capitalS_isInTheHelp() {
        #expect(ItemListView.keyTable.action(for: .character("S")) == .own(.myStocks))
        #expect(ItemDetailView.keyTable.action(for: .character("s")) == .toggleStock)
    }
}
