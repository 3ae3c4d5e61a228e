import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The Trend presenter over the real interactor, a stub feed repository, a spy view and a spy router.
@MainActor
@Suite("Trend presenter")
struct TrendPresenterTests {
    let view = SpyRowsView<TrendRow>()
    let router = SpyTrendRouter()
    let repository = StubTrendRepository()

    func makePresenter() -> TrendPresenter {
        let presenter = TrendPresenter(interactor: TrendInteractor(repository: repository), router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    func loaded(_ entries: [TrendEntry]) async -> TrendPresenter {
        repository.replies = [.success(StubTrendRepository.page(entries))]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return presenter
    }

    @Test func viewDidLoad_showsBusyThenTheEntriesInTheFeedsOrder_withTheCount() async {
        let presenter = await loaded([StubTrendRepository.entry("b"), StubTrendRepository.entry("a")])
        #expect(!presenter.isLoading)
        #expect(view.busyChanges == [true, false])
        #expect(view.rows.last?.map(\.id.rawValue) == ["b", "a"])
        #expect(view.states.last?.facts == ["2"])
        #expect(repository.fetches == [.trend])
    }

    @Test func rows_sayTitleAuthorPublishedDayAndTheExcerptsFirstLine() async throws {
        let presenter = await loaded([
            StubTrendRepository.entry("a", by: "alice", name: "Alice", title: "Swift 6", firstLine: "Concurrency, at last"),
            StubTrendRepository.entry("b", by: "bob", name: "bob"),
        ])
        let row = try #require(presenter.row(at: 0))
        #expect(row.title == "Swift 6")
        #expect(row.author == "@alice (Alice)")
        #expect(row.date == "2026-11-18")
        #expect(row.excerpt == "Concurrency, at last")
        #expect(try #require(presenter.row(at: 1)).author == "@bob")
        #expect(presenter.row(at: 2) == nil)
    }

    @Test func choosingAnEntry_opensItsItem_byTheIdFromItsLink() async throws {
        let presenter = await loaded([StubTrendRepository.entry("c0ffee", by: "alice", title: "Hello")])
        presenter.didChooseItem(row: 0)
        presenter.didChooseItem(row: 5)
        let item = try #require(router.items.first)
        #expect(router.items.count == 1)
        #expect(item.id == Item.ID("c0ffee"))
        #expect(item.title == "Hello")
        #expect(item.author == User.ID("alice"))
    }

    @Test func choosingTheAuthor_opensTheirItems() async {
        let presenter = await loaded([StubTrendRepository.entry("a", by: "alice")])
        presenter.didChooseAuthor(row: 0)
        #expect(router.users == [User.ID("alice")])
    }

    @Test func aFeedFault_saysOneSentence_andKeepsTheEntriesShown() async {
        repository.replies = [
            .success(StubTrendRepository.page([StubTrendRepository.entry("a")])),
            .failure(LoadError(kind: .server, message: "The feed is not XML.")),
        ]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didRequestRefresh(selectedRow: 0)
        #expect(await eventually { !presenter.isLoading && repository.fetches.count == 2 })
        #expect(view.rows.last?.map(\.id.rawValue) == ["a"])
        #expect(view.states.last?.message == "The feed is not XML. Press r to retry.")
        #expect(view.states.last?.messageIsError == true)
        #expect(view.states.last?.loadFailure == nil)
    }

    @Test func aFeedWithNoEntries_keepsTheEntriesShown_andSaysSo() async {
        repository.replies = [
            .success(StubTrendRepository.page([StubTrendRepository.entry("a")])),
            .success(StubTrendRepository.page([], notice: "The feed has no entries.")),
        ]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didRequestRefresh(selectedRow: 0)
        #expect(await eventually { !presenter.isLoading && repository.fetches.count == 2 })
        #expect(view.rows.last?.map(\.id.rawValue) == ["a"])
        #expect(view.states.last?.message == "The feed has no entries. Press r to retry.")
    }

    @Test func aHostWithoutAFeed_saysSoInOneSentence_withoutARetryHint() async {
        repository.replies = [.failure(LoadError(kind: .noFeed, message: "team.example publishes no trend feed."))]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.states.last?.message == "team.example publishes no trend feed.")
        #expect(view.states.last?.loadFailure == "team.example publishes no trend feed.")
    }

    @Test func entriesLeftOut_areNamedInTheStatus_notAsAnError() async {
        repository.replies = [.success(StubTrendRepository.page([StubTrendRepository.entry("a")], notice: "1 entry was left out."))]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.states.last?.message == "1 entry was left out.")
        #expect(view.states.last?.messageIsError == false)
    }

    @Test func offline_theKeptFeedStandsIn_andTheStatusSaysSince() async {
        repository.cached = StubTrendRepository.page(
            [StubTrendRepository.entry("kept")], fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))
        repository.replies = [.failure(LoadError(kind: .unreachable, message: "No network."))]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.rows.last?.map(\.id.rawValue) == ["kept"])
        #expect(view.states.last?.message.hasPrefix("offline — showing the kept trend from 2026-11-18") == true)
    }

    @Test func refresh_keepsTheSelectedEntrySelected_whereverItMoved() async {
        repository.replies = [
            .success(StubTrendRepository.page([StubTrendRepository.entry("a"), StubTrendRepository.entry("b")])),
            .success(StubTrendRepository.page([StubTrendRepository.entry("n"), StubTrendRepository.entry("a"), StubTrendRepository.entry("b")])),
        ]
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didRequestRefresh(selectedRow: 1)
        #expect(await eventually { !presenter.isLoading && repository.fetches.count == 2 })
        #expect(view.states.last?.selectionRequest == 2)
    }
}
