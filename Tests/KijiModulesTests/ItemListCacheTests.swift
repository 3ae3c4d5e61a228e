import Foundation
import KijiDomain
import Testing

@testable import KijiModules

/// How an item list uses what the cache kept: at once first, fresh afterwards, instead when offline.
@MainActor
struct ItemListCacheTests {
    private let fetched = Date(timeIntervalSince1970: 1_795_000_000)

    private func interactor(_ repository: StubItemRepository) -> ItemListInteractor {
        ItemListInteractor(source: .all, repository: repository, readMarks: InMemoryReadMarksStub(), perPage: 20)
    }

    /// A presenter wired to a spy view that has loaded its first page.
    private func loadedPresenter(_ repository: StubItemRepository) async -> (ItemListPresenter, SpyItemListView) {
        let view = SpyItemListView()
        let presenter = ItemListPresenter(source: .all, interactor: interactor(repository), router: SpyItemListRouter())
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        return (presenter, view)
    }

    @Test func firstPage_showsTheCachedPageAtOnceThenTheFreshOneInItsPlace() async throws {
        let repository = StubItemRepository([.page(Fixture.page([Fixture.item("new"), Fixture.item("a")], next: 2))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2), fetchedAt: fetched)
        let list = interactor(repository)
        var shownFromCache: [String] = []
        try await list.loadNextPage { shownFromCache = list.items.map(\.id.rawValue) }
        #expect(shownFromCache == ["a", "b"])
        #expect(list.items.map(\.id.rawValue) == ["new", "a"])
        #expect(list.fallback == nil)
    }

    @Test func networkFailure_keepsTheCachedPageAndSaysSince() async throws {
        let repository = StubItemRepository([.failure(Fixture.error(kind: .unreachable))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a")], next: 2), fetchedAt: fetched)
        let list = interactor(repository)
        try await list.loadNextPage {}
        #expect(list.items.map(\.id.rawValue) == ["a"])
        #expect(list.fallback?.fetchedAt == fetched)
        #expect(!list.reachedEnd)
    }

    @Test func laterPage_offline_comesFromTheCache() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a")], next: 2)),
            .failure(Fixture.error(kind: .offline)),
        ])
        repository.cachedPages[2] = CachedPage(page: Fixture.page([Fixture.item("b")], next: nil), fetchedAt: fetched)
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.loadNextPage {}
        #expect(list.items.map(\.id.rawValue) == ["a", "b"])
        #expect(list.fallback?.fetchedAt == fetched)
        #expect(list.reachedEnd)
    }

    @Test func networkFailure_withNothingCached_isAnError() async {
        let repository = StubItemRepository([.failure(Fixture.error(kind: .unreachable))])
        let list = interactor(repository)
        await #expect(throws: LoadError.self) { try await list.loadNextPage {} }
        #expect(list.items.isEmpty)
    }

    @Test func notFound_isNotHiddenByTheCache() async {
        let repository = StubItemRepository([.failure(Fixture.error("Not found.", kind: .notFound))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a")], next: nil), fetchedAt: fetched)
        let list = interactor(repository)
        await #expect(throws: LoadError.self) { try await list.loadNextPage {} }
    }

    @Test func refreshWhileOffline_keepsWhatIsShownAndSaysSince() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2)),
            .failure(Fixture.error(kind: .unreachable)),
        ])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a")], next: 2), fetchedAt: fetched)
        let list = interactor(repository)
        try await list.loadNextPage {}
        try await list.reload()
        #expect(list.items.map(\.id.rawValue) == ["a", "b"])
        #expect(list.fallback?.fetchedAt == fetched)
    }

    /// The view of a list whose first page was kept an hour ago and now fails with `failure`.
    private func listOverTheCache(failingWith failure: LoadError) async -> SpyItemListView {
        let repository = StubItemRepository([.failure(failure)])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a")], next: nil), fetchedAt: fetched)
        let view = SpyItemListView()
        let presenter = ItemListPresenter(
            source: .all, interactor: interactor(repository), router: SpyItemListRouter(), timeZone: .utc,
            now: { self.fetched.addingTimeInterval(3600) })
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        return view
    }

    @Test func presenter_saysOfflineWithTheFetchTime() async {
        let view = await listOverTheCache(failingWith: Fixture.error(kind: .unreachable))
        #expect(view.last?.message == "offline — showing cached results from 11:06")
        #expect(view.last?.messageIsError == false)
        #expect(view.last?.rows.map(\.id.rawValue) == ["a"])
    }

    @Test func presenter_aMalformedAnswerOverTheCache_saysTheAnswer_notOffline() async {
        let malformed = LoadError(kind: .server, message: "qiita.com sent an answer kiji could not read.", detail: "line 1: unexpected <")
        let view = await listOverTheCache(failingWith: malformed)
        #expect(view.last?.message == "qiita.com sent an answer kiji could not read. Showing the copy kept from 11:06; press r to try again.")
        #expect(view.last?.messageIsError == true)
        #expect(view.last?.errorDetail == "line 1: unexpected <")
        #expect(view.last?.rows.map(\.id.rawValue) == ["a"])
    }

    @Test func presenter_freshFirstPage_replacesTheCachedRowsEvenWithTheSameIDs() async {
        var fresh = Fixture.item("a")
        fresh.title = "Edited title"
        let repository = StubItemRepository([.page(Fixture.page([fresh, Fixture.item("b")], next: nil))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("a"), Fixture.item("b")], next: 2), fetchedAt: fetched)
        let (_, view) = await loadedPresenter(repository)
        #expect(view.shown.contains { $0.rows.first?.title == Fixture.item("a").title })
        #expect(view.last?.rows.map(\.title) == ["Edited title", Fixture.item("b").title])
    }

    @Test func offlineTime_onAnotherDay_includesTheDate() {
        #expect(DateText(timeZone: .utc).moment(fetched, now: fetched.addingTimeInterval(86_400 * 2)) == "2026-11-18 11:06")
    }

    @Test func toggleRead_flipsTheRowBetweenReadAndUnread() async {
        let repository = StubItemRepository([.page(Fixture.page([Fixture.item("a")], next: nil))])
        let (presenter, view) = await loadedPresenter(repository)
        presenter.didToggleRead(row: 0)
        #expect(view.last?.rows.first?.isRead == true)
        presenter.didToggleRead(row: 0)
        #expect(view.last?.rows.first?.isRead == false)
    }
}
