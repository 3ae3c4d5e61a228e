import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The timeline's presenter over the real interactor and merge, stub sources and a stub item
/// repository, a spy view and a spy router.
@MainActor
@Suite("Timeline presenter")
struct TimelinePresenterTests {
    let view = SpyRowsView<TimelineRow>()
    let router = SpyTimelineRouter()
    static let limit = RateLimitStatus(remaining: 57, limit: 60, resetsAt: Date(timeIntervalSince1970: 1_795_000_000))

    func started(_ replies: [StubItemRepository.Reply], sources: [FollowTarget] = [.tag(Tag("swift"))]) async
        -> (TimelinePresenter, StubItemRepository)
    {
        let items = StubItemRepository(replies)
        let interactor = TimelineInteractor(sources: StubTimelineSources(reply: .success(sources)), items: items, perPage: 20)
        let presenter = TimelinePresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return (presenter, items)
    }

    @Test func eachRow_namesWhyItIsThere_andTheStatusShowsTheRequestsLeft() async throws {
        let (presenter, items) = await started([.page(Fixture.page(Fixture.items(20), next: 2, rateLimit: Self.limit))])
        #expect(items.calls == [.init(source: .tag(Tag("swift")), page: 1, perPage: 20)])
        #expect(view.rows.last?.count == 20)
        #expect(view.rows.last?.allSatisfy { $0.reasons == "#swift" } == true)
        #expect(try #require(presenter.row(at: 0)).author == "@alice")
        #expect(view.states.last?.facts == ["API 57/60", "20+"])
    }

    @Test func aRowThereBecauseItsAuthorIsFollowed_namesTheAuthorOnce() async throws {
        let (presenter, _) = await started(
            [.page(Fixture.page(Fixture.items(3), next: nil)), .page(Fixture.page(Fixture.items(3), next: nil))],
            sources: [.user(User.ID("alice")), .tag(Tag("swift"))])
        let row = try #require(presenter.row(at: 0))
        #expect(row.author == "@alice (followed)")
        #expect(row.reasons == "#swift")
        #expect(!(row.author + row.reasons).replacingOccurrences(of: "@alice (followed)", with: "").contains("@alice"))
    }

    @Test func theNextPage_isReadOnlyAsTheSelectionNearsTheEnd() async {
        let (presenter, items) = await started([
            .page(Fixture.page(Fixture.items(20), next: 2)), .page(Fixture.page(Fixture.items(5, prefix: "n"), next: nil)),
        ])
        presenter.didMoveSelection(to: 2, rowsInView: 0)
        #expect(items.calls.count == 1)
        presenter.didMoveSelection(to: 15, rowsInView: 0)
        #expect(await eventually { !presenter.isLoading && view.rows.last?.count == 25 })
        #expect(items.calls.map(\.page) == [1, 2])
        #expect(view.states.last?.facts == ["25"])
    }

    @Test func theEnd_ofEverySource_isARowNamingTheOldestDay_andNotBefore() async {
        var older = Fixture.item("old")
        older.createdAt = Date(timeIntervalSince1970: 1_709_607_600)
        let (presenter, _) = await started([
            .page(Fixture.page(Fixture.items(20), next: 2)), .page(Fixture.page([older], next: nil)),
        ])
        #expect(view.states.last?.endText == nil)
        presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { !presenter.isLoading && view.rows.last?.count == 21 })
        #expect(view.states.last?.endText == "Nothing older from what you follow: the oldest item is from 2024-03-05.")
    }

    @Test func theRateLimit_keepsWhatWasRead_andSaysWhenItResets() async {
        let limited = LoadError(kind: .rateLimited(resetsAt: Self.limit.resetsAt), message: "The rate limit is reached until 10:13.")
        let (presenter, _) = await started([.page(Fixture.page(Fixture.items(20), next: 2)), .failure(limited)])
        presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { !presenter.isLoading && view.states.last?.messageIsError == true })
        #expect(view.rows.last?.count == 20)
        #expect(view.states.last?.message.hasPrefix("The rate limit is reached until 10:13.") == true)
        #expect(view.states.last?.loadFailure == nil)
    }

    @Test func choosingAnEntryOrItsAuthor_takesTheirRoutes() async {
        let (presenter, _) = await started([.page(Fixture.page(Fixture.items(2, by: Fixture.bob), next: nil))])
        presenter.didChooseItem(row: 1)
        presenter.didChooseAuthor(row: 0)
        #expect(router.items == [Item.ID("i1")])
        #expect(router.users == [Fixture.bob.id])
    }

    @Test func noSources_showTheEmptyText() async {
        _ = await started([], sources: [])
        #expect(view.states.last?.rowCount == 0)
        #expect(view.states.last?.emptyText.contains("[timeline]") == true)
    }
}
