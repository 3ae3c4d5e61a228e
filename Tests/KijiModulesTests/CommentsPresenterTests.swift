import Foundation
import Testing
import ArticleLayout
import KijiDomain
@testable import KijiModules

/// The Comments presenter over the real interactor, a stub repository, a spy view and a spy router.
@MainActor
@Suite("Comments presenter")
struct CommentsPresenterTests {
    let view = SpyCommentsView()
    let router = SpyCommentsRouter()
    let repository = StubCommentRepository()

    func makePresenter(account: any AccountRepository = StubAccount(), startsWriting: Bool = false) -> CommentsPresenter {
        let interactor = CommentsInteractor(item: Item.ID("x"), repository: repository, account: account)
        let presenter = CommentsPresenter(
            interactor: interactor, router: router, startsWriting: startsWriting, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    func loaded(_ comments: [KijiDomain.Comment], account: any AccountRepository = StubAccount()) async -> CommentsPresenter {
        repository.replies = [.success(comments)]
        let presenter = makePresenter(account: account)
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        await settle()
        return presenter
    }

    @Test func viewDidLoad_showsTheCommentsInTheRepositorysOrder_oldestFirst_withTheCount() async {
        let presenter = await loaded([Fixture.comment("old"), Fixture.comment("new")])
        #expect(view.rows.last?.map(\.id.rawValue) == ["old", "new"])
        #expect(view.states.last?.facts == ["2 comments"])
        #expect(view.busyChanges.prefix(2) == [true, false])
        #expect(presenter.row(at: 2) == nil)
    }

    @Test func rows_carryAuthorDateAndEdited() async throws {
        var edited = Fixture.comment("e", by: Fixture.alice)
        edited.updatedAt = edited.createdAt.addingTimeInterval(3600)
        let presenter = await loaded([Fixture.comment("b"), edited])
        let plain = try #require(presenter.row(at: 0))
        let changed = try #require(presenter.row(at: 1))
        #expect(plain.author == "@bob")
        #expect(plain.date == "2026-11-18")
        #expect(!plain.isEdited)
        #expect(changed.author == "@alice (Alice)")
        #expect(changed.isEdited)
    }

    @Test func aBody_isParsedOnce_howeverOftenItsRowIsMade() async throws {
        let presenter = await loaded([Fixture.comment("a", body: "Hello **world**")])
        let first = try #require(presenter.row(at: 0))
        let second = try #require(presenter.row(at: 0))
        #expect(first.body == second.body)
        #expect(!first.body.blocks.isEmpty)
    }

    @Test func noComments_saySo() async {
        _ = await loaded([])
        #expect(view.states.last?.rowCount == 0)
        #expect(view.states.last?.emptyText == "No comments yet. Press C to write one.")
        #expect(view.states.last?.facts == ["0 comments"])
    }

    @Test func theCachedComments_showFirst_thenTheFreshOnes() async {
        repository.cached = CachedComments(comments: [Fixture.comment("kept")], fetchedAt: Date())
        _ = await loaded([Fixture.comment("kept"), Fixture.comment("fresh")])
        #expect(view.rows.contains { $0.map(\.id.rawValue) == ["kept"] })
        #expect(view.rows.last?.map(\.id.rawValue) == ["kept", "fresh"])
    }

    @Test func offline_theCachedCommentsStandIn_andTheStatusSaysSince() async {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        repository.cached = CachedComments(comments: [Fixture.comment("kept")], fetchedAt: fetched)
        repository.replies = [.failure(Fixture.error(kind: .unreachable))]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.rows.last?.map(\.id.rawValue) == ["kept"])
        #expect(view.states.last?.message.hasPrefix("offline — showing cached comments from 2026-11-18") == true)
        #expect(view.states.last?.messageIsError == false)
    }

    @Test func aFailedLoad_saysWhatHappened_andRefreshRetries() async {
        repository.replies = [.failure(Fixture.error()), .success([Fixture.comment("a")])]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { view.states.last?.messageIsError == true })
        #expect(view.states.last?.loadFailure == "The server could not be reached. Press r to retry.")
        presenter.didRequestRefresh(selectedRow: nil)
        #expect(await eventually { view.rows.last?.count == 1 })
        #expect(view.states.last?.loadFailure == nil)
        #expect(repository.loads == 2)
    }

    @Test func refresh_keepsTheSelectedComment_whereverItMoved() async {
        let presenter = await loaded([Fixture.comment("a"), Fixture.comment("b")])
        repository.replies = [.success([Fixture.comment("new"), Fixture.comment("a"), Fixture.comment("b")])]
        presenter.didRequestRefresh(selectedRow: 1)
        #expect(await eventually { !presenter.isLoading })
        #expect(view.states.last?.selectionRequest == 2)
    }

    @Test func closing_cancelsTheLoadAndShowsNothingMore() async {
        repository.waitsUntilCancelled = true
        let presenter = makePresenter(account: SignedOut())
        presenter.viewDidLoad()
        #expect(await eventually { repository.loads == 1 })
        await settle()
        let shown = view.states.count
        presenter.viewWillClose()
        #expect(await eventually { repository.cancellationsSeen == 1 })
        await settle()
        #expect(!presenter.isLoading)
        #expect(view.states.count == shown)
    }

    @Test func choosingTheAuthorOrAMention_routesToTheirItems() async {
        let presenter = await loaded([Fixture.comment("a", by: Fixture.bob)])
        presenter.didChooseAuthor(row: 0)
        presenter.didChooseLink(.user("carol"))
        #expect(router.users == [Fixture.bob.id, User.ID("carol")])
    }
}
