import ArticleLayout
import Foundation
import KijiDomain
import MarkdownText
import Testing
@testable import KijiModules

@MainActor
struct ItemDetailPresenterTests {
    private let view = SpyItemDetailView()
    private let router = SpyItemDetailRouter()

    private func presenter(_ interactor: StubItemDetailInteractor) -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        return presenter
    }

    private func item(body: String = "Hello") -> Item {
        var item = Fixture.item("x", by: Fixture.alice, tags: ["Swift", "iOS"], body: body)
        item.createdAt = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 UTC
        item.updatedAt = Date(timeIntervalSince1970: 1_795_100_000)  // 2026-11-19 UTC
        return item
    }

    private var lastMessage: (text: String, isError: Bool, detail: String)? { view.messages.last }

    @Test func viewDidLoad_marksReadShowsTheItemAtOnceThenRefreshesIt() async throws {
        let interactor = StubItemDetailInteractor(item: item())
        interactor.reloadResult = .success(item(body: "Fresh body"))
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(interactor.marks == 1)
        #expect(view.models.count == 1)
        let model = try #require(view.models.first)
        #expect(model.article.title == "Title x")
        #expect(model.article.authorLogin == "alice")
        #expect(model.article.authorName == "Alice")
        #expect(model.article.tags == ["Swift", "iOS"])
        #expect(model.article.counts == "12 likes · 3 stocks")
        #expect(model.article.dates == "Posted 2026-11-18 · Updated 2026-11-19")
        #expect(model.article.url == "https://qiita.com/items/x")
        #expect(presenter.title == "Title x")
        #expect(await eventually { view.models.count == 2 })
        #expect(interactor.reloads == 1)
        #expect(view.models.last?.article.body.plainText.contains("Fresh body") == true)
        #expect(view.busyChanges == [true, false])
    }

    @Test func viewDidLoad_withEmptyBody_reloadsTheItem() async throws {
        let interactor = StubItemDetailInteractor(item: item(body: ""))
        var fresh = item(body: "# Heading\n\nText")
        fresh.title = "Fresh title"
        interactor.reloadResult = .success(fresh)
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { view.models.count == 2 })
        #expect(interactor.reloads == 1)
        #expect(view.models.last?.article.title == "Fresh title")
        #expect(view.models.last?.article.body.blocks.isEmpty == false)
        #expect(view.busyChanges == [true, false])
        #expect(lastMessage?.text == "")
    }

    @Test func openingAnItem_showsItsCachedBodyBeforeTheNetworkAnswers() async {
        let interactor = StubItemDetailInteractor(item: item(body: ""))
        interactor.cachedCopy = item(body: "Cached body")
        interactor.reloadResult = .success(item(body: "Fresh body"))
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { view.models.count == 3 })
        let bodies = view.models.map(\.article.body.plainText)
        #expect(bodies[0].isEmpty)
        #expect(bodies[1].contains("Cached body"))
        #expect(bodies[2].contains("Fresh body"))
        #expect(view.busyChanges == [true, false])
        #expect(lastMessage?.text == "")
    }

    @Test func aCachedCopyShownForAServerFailure_saysTheFailure_notOffline() async {
        let interactor = StubItemDetailInteractor(item: item(body: "Cached body"))
        let failure = Fixture.error("qiita.com answered with HTTP 502.", kind: .server)
        interactor.cachedCopyCause = failure
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { !view.messages.isEmpty })
        #expect(lastMessage?.text == "qiita.com answered with HTTP 502. Showing the cached copy; press r to try again.")
        #expect(lastMessage?.isError == true)
        #expect(lastMessage?.detail == failure.detail)
    }

    @Test func aCachedCopyShownOffline_saysOffline_asAState() async {
        let interactor = StubItemDetailInteractor(item: item(body: "Cached body"))
        interactor.cachedCopyCause = Fixture.error(kind: .unreachable)
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { !view.messages.isEmpty })
        #expect(lastMessage?.text == "offline — showing the cached copy; press r to try again.")
        #expect(lastMessage?.isError == false)
    }

    @Test func failedReload_saysWhatHappenedAndHowToRetry() async {
        let interactor = StubItemDetailInteractor(item: item(body: ""))
        let failure = Fixture.error("The item could not be found.", kind: .notFound)
        interactor.reloadResult = .failure(failure)
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { !view.messages.isEmpty })
        #expect(lastMessage?.text == "The item could not be found. Press r to retry.")
        #expect(lastMessage?.isError == true)
        #expect(lastMessage?.detail == failure.detail)
        #expect(view.busyChanges == [true, false])
        #expect(view.models.count == 1)
        withExtendedLifetime(presenter) {}
    }

    @Test func refresh_supersedesTheBackgroundRefresh() async {
        let interactor = StubItemDetailInteractor(item: item())
        interactor.reloadResult = .success(item(body: "Changed"))
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        presenter.didRequestRefresh()
        #expect(await eventually { view.models.count == 2 })
        await settle()
        #expect(interactor.reloads == 2)
        #expect(view.models.count == 2)
        #expect(view.models.last?.article.body.blocks.isEmpty == false)
        withExtendedLifetime(presenter) {}
    }

    @Test func cancelledReload_showsNothing() async {
        let interactor = StubItemDetailInteractor(item: item(body: ""))
        interactor.reloadResult = .failure(Fixture.error("Cancelled.", kind: .cancelled))
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        #expect(await eventually { interactor.reloads == 1 })
        await settle()
        #expect(view.messages.isEmpty)
        #expect(view.models.count == 1)
        withExtendedLifetime(presenter) {}
    }

    @Test func closing_beforeTheCacheAnswers_asksTheNetworkNothing() async {
        let repository = StubItemRepository()
        repository.cachedItemsByID[Item.ID("x")] = item(body: "Cached body")
        let interactor = ItemDetailInteractor(
            item: ItemSummary(item()), repository: repository, readMarks: InMemoryReadMarksStub())
        let presenter = ItemDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.viewWillClose()
        #expect(await eventually { repository.cachedItemCalls.count == 1 })
        await settle()
        #expect(repository.itemCalls.isEmpty)
        #expect(view.messages.isEmpty)
        #expect(view.models.count == 1)
        #expect(!view.busyChanges.contains(false))
        withExtendedLifetime(presenter) {}
    }

    @Test func closing_duringARefresh_cancelsTheRequest() async {
        let repository = StubItemRepository()
        repository.itemReplies = [.success(item(body: "Fresh body"))]
        let interactor = ItemDetailInteractor(
            item: ItemSummary(item()), repository: repository, readMarks: InMemoryReadMarksStub())
        let presenter = ItemDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(await eventually { view.busyChanges == [true, false] })
        presenter.didRequestRefresh()
        presenter.viewWillClose()
        #expect(await eventually { repository.itemCalls.count == 2 })
        #expect(repository.cancellationsSeen == 1)
        await settle()
        #expect(view.messages.map(\.text) == [""])
        #expect(view.models.count == 2)
        #expect(view.busyChanges == [true, false, true])
        withExtendedLifetime(presenter) {}
    }

    @Test func authorLink_routesToTheAuthor() {
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didChooseLink(.author)
        #expect(router.users == [Fixture.alice.id])
        #expect(router.opened.isEmpty)
    }

    @Test func tagLink_routesToTheTag() {
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didChooseLink(.tag("Swift"))
        #expect(router.tags.map(\.name) == ["Swift"])
        #expect(router.users.isEmpty)
        #expect(router.opened.isEmpty)
    }

    @Test func webLink_opensInTheBrowser() {
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didChooseLink(.url("https://example.com/page"))
        #expect(router.opened == ["https://example.com/page"])
        #expect(view.notes.last?.text.contains("https://example.com/page") == true)
        #expect(router.users.isEmpty && router.tags.isEmpty)
    }

    @Test func mentionLink_routesToTheMentionedUser() {
        let presenter = presenter(StubItemDetailInteractor(item: item(body: "Thanks @bob_2-x")))
        presenter.didChooseLink(.user("bob_2-x"))
        #expect(router.users == [User.ID("bob_2-x")])
        #expect(router.tags.isEmpty && router.opened.isEmpty)
    }

    @Test func theCommentsLineAndC_openTheComments_andCapitalCOpensThemToWrite() throws {
        var commented = item()
        commented.commentsCount = 4
        let presenter = presenter(StubItemDetailInteractor(item: commented))
        presenter.viewDidLoad()
        let article = try #require(view.models.last?.article)
        #expect(article.commentsCount == 4)
        #expect(article.counts.contains("4 comments"))
        presenter.didChooseLink(.comments)
        presenter.didRequestComments()
        presenter.didRequestPost()
        #expect(router.comments.map(\.startsWriting) == [false, false, true])
        #expect(router.comments.allSatisfy { $0.item == commented.id })
    }

    @Test func detailsLink_togglesThatSectionAndShowsTheSameDocumentAgain() throws {
        let body = "<details><summary>One</summary>\n\nInside\n\n</details>\n\n<details open><summary>Two</summary>\n\nMore\n\n</details>"
        let presenter = presenter(StubItemDetailInteractor(item: item(body: body)))
        presenter.viewDidLoad()
        let first = try #require(view.models.last)
        #expect(first.folding == ArticleFolding.initial(for: first.article.body))
        presenter.didChooseLink(.details(0))
        let opened = try #require(view.models.last)
        #expect(opened.folding.isOpen(0) != first.folding.isOpen(0))
        #expect(opened.folding.isOpen(1) == first.folding.isOpen(1))
        #expect(opened.article.body == first.article.body)
        presenter.didChooseLink(.details(0))
        #expect(view.models.last?.folding == first.folding)
        #expect(router.opened.isEmpty)
        presenter.viewWillClose()
    }

    @Test func openInBrowser_withoutBrowser_showsTheAddress() {
        router.browserWorks = false
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didRequestOpenInBrowser()
        #expect(router.opened == ["https://qiita.com/items/x"])
        #expect(view.notes.last?.text.contains("https://qiita.com/items/x") == true)
        #expect(view.notes.last?.text.hasPrefix("Opened") == false)
    }

    @Test func copyURL_toTheTerminal_saysItWasSentThere_untilTheNextKey() {
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didRequestCopyURL()
        #expect(router.copied == ["https://qiita.com/items/x"])
        #expect(view.notes.last?.text == "Sent https://qiita.com/items/x to the terminal's clipboard (OSC 52).")
        #expect(view.notes.last?.isError == false)
        #expect(view.messages.isEmpty)
    }

    @Test func copyURL_intoTmux_saysTmuxsBuffer() {
        router.clipboardCopy = .tmuxBuffer
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didRequestCopyURL()
        #expect(view.notes.last?.text == "Copied https://qiita.com/items/x into tmux's paste buffer.")
    }

    @Test func copyURL_withoutClipboard_showsTheAddressAsAnError() {
        router.clipboardCopy = nil
        let presenter = presenter(StubItemDetailInteractor(item: item()))
        presenter.didRequestCopyURL()
        #expect(view.notes.last?.text.contains("https://qiita.com/items/x") == true)
        #expect(view.notes.last?.isError == true)
    }
}
