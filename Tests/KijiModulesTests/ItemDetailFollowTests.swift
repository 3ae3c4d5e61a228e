import ArticleLayout
import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// `f` in an article: whether you follow the author, fetched once at open for the header; `f`
/// follows or unfollows the focused tag or mentioned user, else the author, and says how it ended;
/// without a token it says how to log in and asks nothing.
@MainActor
@Suite("Item detail follow")
struct ItemDetailFollowTests {
    private let view = SpyItemDetailView()
    private let follows = StubFollowRepository()

    private func open(follows: StubFollowRepository? = nil) -> ItemDetailPresenter {
        let item = Fixture.item("x", by: Fixture.alice, tags: ["Swift", "iOS"], body: "Hello @bob")
        let interactor = StubItemDetailInteractor(item: item)
        interactor.reloadResult = .success(item)
        let presenter = ItemDetailPresenter(
            interactor: interactor, router: SpyItemDetailRouter(), timeZone: .utc, follows: follows ?? self.follows)
        presenter.view = view
        presenter.viewDidLoad()
        return presenter
    }

    private var lastMessage: String? { view.notes.last?.text }

    @Test func opening_asksOnceWhetherYouFollowTheAuthor_andTheHeaderSaysSo() async {
        follows.following = ["@alice"]
        let presenter = open()
        #expect(await eventually { view.followFacts.last == "Following @alice" })
        await settle()
        #expect(follows.asked == [.user(Fixture.alice.id)])
        withExtendedLifetime(presenter) {}
    }

    @Test func fWithNothingFocused_followsTheAuthor_andTheHeaderAndStatusBarFollow() async {
        let presenter = open()
        #expect(await eventually { view.followFacts.last == "Not following @alice" })
        presenter.didRequestToggleFollow(focused: nil)
        #expect(await eventually { view.followFacts.last == "Following @alice" })
        #expect(lastMessage == "Following @alice.")
        presenter.didRequestToggleFollow(focused: .author)
        #expect(await eventually { view.followFacts.last == "Not following @alice" })
        #expect(follows.changes == ["+@alice", "-@alice"])
        #expect(follows.asked == [.user(Fixture.alice.id)])
    }

    @Test func fOnAFocusedTag_asksItsStateFirst_thenTogglesIt_leavingTheAuthorsFactAlone() async {
        follows.following = ["#Swift"]
        let presenter = open()
        #expect(await eventually { view.followFacts.last == "Not following @alice" })
        presenter.didRequestToggleFollow(focused: .tag("Swift"))
        #expect(await eventually { lastMessage == "Not following #Swift." })
        #expect(follows.changes == ["-#Swift"])
        presenter.didRequestToggleFollow(focused: .tag("Swift"))
        #expect(await eventually { lastMessage == "Following #Swift." })
        #expect(follows.changes == ["-#Swift", "+#Swift"])
        #expect(follows.asked == [.user(Fixture.alice.id), .tag(KijiDomain.Tag("Swift"))])
        #expect(view.followFacts.allSatisfy { $0.hasSuffix("@alice") })
    }

    @Test func fOnAFocusedMention_followsThatUser() async {
        let presenter = open()
        presenter.didRequestToggleFollow(focused: .user("bob"))
        #expect(await eventually { lastMessage == "Following @bob." })
        #expect(follows.changes == ["+@bob"])
    }

    @Test func fOnAFocusedWebAddress_followsTheAuthor() async {
        let presenter = open()
        #expect(await eventually { view.followFacts.last == "Not following @alice" })
        presenter.didRequestToggleFollow(focused: .url("https://example.com/"))
        #expect(await eventually { follows.changes == ["+@alice"] })
    }

    @Test func aChangeThatFails_saysWhy_andTheHeaderKeepsTheState() async {
        follows.changeFailure = LoadError(kind: .server, message: "Qiita had a server error (HTTP 500).")
        let presenter = open()
        #expect(await eventually { view.followFacts.last == "Not following @alice" })
        presenter.didRequestToggleFollow(focused: nil)
        #expect(await eventually { lastMessage == "Qiita had a server error (HTTP 500)." })
        #expect(view.notes.last?.isError == true)
        #expect(view.followFacts.last == "Not following @alice")
    }

    @Test func withoutAToken_fSaysHowToLogIn_andAsksNothing() async {
        let signedOut = StubFollowRepository(hasToken: false)
        let presenter = open(follows: signedOut)
        presenter.didRequestToggleFollow(focused: .tag("Swift"))
        #expect(lastMessage?.contains("kiji login") == true)
        #expect(view.notes.last?.isError == false)
        #expect(signedOut.asked.isEmpty && signedOut.changes.isEmpty)
        #expect(view.followFacts.allSatisfy { $0.isEmpty })
    }

    @Test func theDetailScreen_fOnTheFocusedTag_followsIt_andItsHeaderNoteNamesTheAuthor() async throws {
        let item = Fixture.item("x", by: Fixture.alice, tags: ["Swift", "iOS"], body: "Hello")
        let repository = StubItemRepository()
        repository.cachedItemsByID[item.id] = item
        repository.itemReplies = [.success(item)]
        var deps = Fixture.deps(repository)
        deps.follows = follows
        let screen = try #require(
            ItemDetailRouter.assembleModule(
                item: ItemSummary(item), origin: .direct, navigator: SpyNavigator(), routes: SpyRoutes(), deps: deps) as? ItemDetailView)
        let host = SpyScreenHost()
        screen.host = host
        screen.start()
        #expect(await eventually { screen.headerNote == "Not following @alice" })
        let terminal = MemoryTerminal(size: TerminalSize(rows: 20, columns: 80))
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        _ = screen.handle(.tab)
        _ = screen.handle(.tab)
        #expect(screen.handle(.character("f")))
        #expect(await eventually { follows.changes == ["+#Swift"] })
        #expect(await eventually { host.lastNote == "Following #Swift." })
        #expect(screen.headerNote == "Not following @alice")
    }
}
