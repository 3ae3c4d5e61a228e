import Testing
import KijiDomain
@testable import KijiModules

/// The KeptSearch presenter over the real interactor, a stub search, a spy view and a spy router.
@MainActor
@Suite("KeptSearch presenter")
struct KeptSearchPresenterTests {
    let view = SpyRowsView<KeptSearchRow>()
    let router = SpyKeptSearchRouter()
    let search = StubKeptItemSearch()

    func makePresenter(query: String = "解析") -> KeptSearchPresenter {
        let interactor = KeptSearchInteractor(query: query, search: search)
        let presenter = KeptSearchPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    func loaded(_ matches: [SearchMatch], query: String = "解析") async -> KeptSearchPresenter {
        search.replies = [.success(matches)]
        let presenter = makePresenter(query: query)
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return presenter
    }

    @Test func theTitle_namesTheQuery() {
        #expect(makePresenter(query: "形態素").title == "Kept: 形態素")
    }

    @Test func viewDidLoad_showsBusyThenTheMatchesBestFirst_withTheCount() async {
        let presenter = makePresenter()
        search.replies = [.success([Fixture.match("best"), Fixture.match("next")])]
        presenter.viewDidLoad()
        #expect(view.states.last?.isLoading == true)
        #expect(await eventually { !presenter.isLoading })
        #expect(view.busyChanges == [true, false])
        #expect(view.rows.last?.map(\.id.rawValue) == ["best", "next"])
        #expect(view.states.last?.facts == ["2"])
    }

    @Test func aRow_holdsTitleAuthorDate_andTheExcerptWithTheMatchMarked() async throws {
        let presenter = await loaded([Fixture.match("a", title: "形態素解析の話", by: Fixture.alice)])
        let row = try #require(presenter.row(at: 0))
        #expect(row.title == "形態素解析の話")
        #expect(row.author == "@alice")
        #expect(row.date == "2026-11-18")
        #expect(row.excerpt.map(\.text) == ["…before ", "match", " after…"])
        #expect(row.excerpt.map(\.isMatch) == [false, true, false])
        #expect(presenter.row(at: 1) == nil)
    }

    @Test func noMatch_saysNoKeptItemHoldsTheQuery() async {
        _ = await loaded([], query: "zzqx")
        #expect(view.states.last?.rowCount == 0)
        #expect(view.states.last?.emptyText == "No kept item holds zzqx.")
        #expect(view.states.last?.facts == ["0"])
    }

    @Test func enter_opensTheKeptArticle_withTheQueryToFind() async {
        let presenter = await loaded([Fixture.match("a", title: "T", by: Fixture.bob)], query: "解析")
        presenter.didOpen(row: 0)
        presenter.didOpen(row: 3)
        #expect(router.items.map(\.item.id.rawValue) == ["a"])
        #expect(router.items.first?.item.title == "T")
        #expect(router.items.first?.item.author == Fixture.bob.id)
        #expect(router.items.first?.query == "解析")
    }

    @Test func choosingTheAuthor_routesToTheirItems() async {
        let presenter = await loaded([Fixture.match("a", by: Fixture.bob)])
        presenter.didChooseAuthor(row: 0)
        presenter.didChooseAuthor(row: 1)
        #expect(router.users == [Fixture.bob.id])
    }

    @Test func aFailedSearch_saysWhatHappened_andRefreshSearchesAgain() async {
        search.replies = [.failure(Fixture.error("The kept items could not be searched.", kind: .server)), .success([Fixture.match("a")])]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { view.states.last?.messageIsError == true })
        #expect(view.states.last?.loadFailure == "The kept items could not be searched. Press r to retry.")
        presenter.didRequestRefresh(selectedRow: nil)
        #expect(await eventually { view.rows.last?.count == 1 })
        #expect(view.states.last?.loadFailure == nil)
        #expect(search.queries.count == 2)
    }

    @Test func refresh_keepsTheSelectedMatch_whereverItMoved() async {
        let presenter = await loaded([Fixture.match("a"), Fixture.match("b")])
        search.replies = [.success([Fixture.match("new"), Fixture.match("a"), Fixture.match("b")])]
        presenter.didRequestRefresh(selectedRow: 1)
        #expect(await eventually { !presenter.isLoading })
        #expect(view.states.last?.selectionRequest == 2)
    }

    @Test func closing_cancelsTheSearchAndShowsNothingMore() async {
        search.waitsUntilCancelled = true
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { search.queries.count == 1 })
        let shown = view.states.count
        presenter.viewWillClose()
        #expect(await eventually { search.cancellationsSeen == 1 })
        await settle()
        #expect(!presenter.isLoading)
        #expect(view.states.count == shown)
    }
}
