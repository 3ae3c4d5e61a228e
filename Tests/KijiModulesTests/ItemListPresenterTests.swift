import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// An item list presenter over the real interactor, a stub repository, a spy view and a spy router.
@MainActor
private struct ListHarness {
    let repository: StubItemRepository
    let readMarks: InMemoryReadMarksStub
    let view = SpyItemListView()
    let router = SpyItemListRouter()
    let presenter: ItemListPresenter

    init(_ replies: [StubItemRepository.Reply], source: ItemListSource = .all, read: Set<Item.ID> = []) {
        repository = StubItemRepository(replies)
        readMarks = InMemoryReadMarksStub(read: read)
        let interactor = ItemListInteractor(source: source, repository: repository, readMarks: readMarks, perPage: 20)
        presenter = ItemListPresenter(
            source: .all, interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
    }

    var rowIDs: [String] { view.last?.rows.map(\.id.rawValue) ?? [] }

    /// Waits until no page is loading.
    func idle() async -> Bool { await eventually { !presenter.isLoading } }

    /// Starts the list and waits for the first page.
    func loadFirstPage() async -> Bool {
        presenter.viewDidLoad()
        return await idle()
    }
}

@MainActor
struct ItemListPresenterTests {
    @Test func viewDidLoad_requestsFirstPage() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(3), next: nil))])
        #expect(await list.loadFirstPage())
        #expect(list.repository.calls == [.init(source: .all, page: 1, perPage: 20)])
    }

    @Test func viewDidLoad_showsBusyThenRows() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(20), next: 2))])
        list.presenter.viewDidLoad()
        #expect(list.presenter.isLoading)
        #expect(list.view.busyChanges == [true])
        #expect(list.view.shown.first?.rows.isEmpty == true)
        #expect(await list.idle())
        #expect(list.rowIDs == (0..<20).map { "i\($0)" })
        #expect(list.view.last?.footer == .idle)
        #expect(list.view.busyChanges == [true, false])
    }

    @Test func rows_sayAuthorCountsDateAndTags() async throws {
        var item = Fixture.item("x", tags: ["Swift", "iOS"])
        item.createdAt = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 UTC
        let list = ListHarness([.page(Fixture.page([item], next: nil))])
        #expect(await list.loadFirstPage())
        let row = try #require(list.view.last?.rows.first)
        #expect(row.title == "Title x")
        #expect(row.author == "@alice (Alice)")
        #expect(row.tags == ["Swift", "iOS"])
        #expect(row.counts == "12 likes · 3 stocks")
        #expect(row.date == "2026-11-18")
        #expect(!row.isRead)
    }

    @Test func rows_areMadeWhenAskedFor_andReflectTheReadStateAtOnce() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(3), next: nil))])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.rowCount == 3)
        #expect(list.presenter.row(at: 2)?.title == "Title i2")
        #expect(list.presenter.row(at: 1)?.isRead == false)
        list.presenter.didToggleRead(row: 1)
        #expect(list.presenter.row(at: 1)?.isRead == true)
        #expect(list.presenter.row(at: 3) == nil)
    }

    @Test func selectionNearTheEnd_fetchesNextPageOnce() async {
        let list = ListHarness([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .held(Fixture.page(Fixture.items(20, prefix: "p"), next: 3)),
        ])
        #expect(await list.loadFirstPage())

        // Pages of 20: the next is asked for half a page (10 rows) before the end.
        list.presenter.didMoveSelection(to: 9, rowsInView: 0)
        await settle()
        #expect(list.repository.calls.count == 1)

        list.presenter.didMoveSelection(to: 10, rowsInView: 0)
        #expect(await eventually { list.repository.heldCount == 1 })
        list.presenter.didMoveSelection(to: 16, rowsInView: 0)
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        await settle()
        #expect(list.repository.calls.map(\.page) == [1, 2])

        list.repository.releaseHeld()
        #expect(await list.idle())
        #expect(list.view.last?.rows.count == 40)
        #expect(list.view.last?.footer == .idle)
    }

    @Test func lastPage_fetchesNothingMore() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(3), next: nil))])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 2, rowsInView: 0)
        await settle()
        #expect(list.repository.calls.count == 1)
        #expect(list.view.last?.footer == .end("Nothing older."))
    }

    @Test func emptyPage_endsTheList() async {
        let list = ListHarness([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .page(Fixture.page([], next: 3)),
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { list.repository.calls.count == 2 && !list.presenter.isLoading })
        #expect(list.view.last?.footer == .end("Nothing older."))
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        await settle()
        #expect(list.repository.calls.map(\.page) == [1, 2])
    }

    @Test func repeatedIDsAcrossPages_areShownOnce() async {
        let a = Fixture.item("a"), b = Fixture.item("b"), c = Fixture.item("c"), d = Fixture.item("d")
        let list = ListHarness([
            .page(Fixture.page([a, b, c], next: 2)),
            .page(Fixture.page([c, d], next: nil)),
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 2, rowsInView: 0)
        #expect(await eventually { list.repository.calls.count == 2 && !list.presenter.isLoading })
        #expect(list.rowIDs == ["a", "b", "c", "d"])
        #expect(list.view.last?.countFact == "4")
    }

    @Test func failedPage_showsRetryFooterAndError() async {
        let failure = Fixture.error("The server could not be reached.")
        let list = ListHarness([.page(Fixture.page(Fixture.items(20), next: 2)), .failure(failure)])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { list.view.last?.messageIsError == true })
        let state = list.view.last
        #expect(state?.footer == .failed("The server could not be reached. Press r to retry."))
        #expect(state?.message == "The server could not be reached. Press r to retry.")
        #expect(state?.errorDetail == failure.detail)
        #expect(state?.rows.count == 20)
        #expect(list.view.busyChanges.last == false)
    }

    @Test func aRejectedToken_saysPressRToRetry_asEveryFailureOfTheListDoes() async {
        let list = ListHarness([.failure(Fixture.error("Qiita rejected the access token.", kind: .unauthorized))])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.message == "Qiita rejected the access token. Press r to retry.")
        #expect(list.view.last?.footer == .failed("Qiita rejected the access token. Press r to retry."))
    }

    @Test func failedPage_isNotRefetchedByMovingTheSelection() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(20), next: 2)), .failure(Fixture.error())])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { list.view.last?.messageIsError == true })
        list.presenter.didMoveSelection(to: 18, rowsInView: 0)
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        await settle()
        #expect(list.repository.calls.map(\.page) == [1, 2])
    }

    @Test func refreshAfterFailedPage_retriesThatPageKeepingRows() async {
        let list = ListHarness([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .failure(Fixture.error()),
            .page(Fixture.page(Fixture.items(5, prefix: "p"), next: nil)),
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { list.view.last?.messageIsError == true })

        list.presenter.didRequestRefresh(selectedRow: 19)
        #expect(list.view.last?.rows.count == 20)
        #expect(list.presenter.isLoading)
        #expect(list.view.last?.messageIsError == false)
        #expect(await list.idle())
        #expect(list.repository.calls.map(\.page) == [1, 2, 2])
        #expect(list.view.last?.rows.count == 25)
        #expect(list.view.last?.footer == .end("Nothing older."))
        #expect(list.view.last?.selectionRequest == nil)
    }

    @Test func refreshAfterFailedFirstPage_loadsPageOne() async {
        let list = ListHarness([.failure(Fixture.error()), .page(Fixture.page(Fixture.items(2), next: nil))])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.messageIsError == true)
        list.presenter.didRequestRefresh(selectedRow: nil)
        #expect(await list.idle())
        #expect(list.repository.calls.map(\.page) == [1, 1])
        #expect(list.rowIDs == ["i0", "i1"])
    }

    @Test func refresh_reloadsPageOneAndKeepsTheSelectedItem() async {
        let old = Fixture.items(5)
        let list = ListHarness([
            .page(Fixture.page(old, next: nil)),
            .page(Fixture.page([Fixture.item("new0"), Fixture.item("new1")] + old, next: nil)),
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didMoveSelection(to: 2, rowsInView: 0)
        list.presenter.didRequestRefresh(selectedRow: 2)
        #expect(await list.idle())
        #expect(list.repository.calls.map(\.page) == [1, 1])
        #expect(list.rowIDs == ["new0", "new1", "i0", "i1", "i2", "i3", "i4"])
        #expect(list.view.last?.selectionRequest == 4)
    }

    @Test func refresh_selectedItemGone_selectsFirstRow() async {
        let list = ListHarness([
            .page(Fixture.page(Fixture.items(5), next: nil)),
            .page(Fixture.page(Fixture.items(3, prefix: "n"), next: nil)),
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didRequestRefresh(selectedRow: 3)
        #expect(await list.idle())
        #expect(list.rowIDs == ["n0", "n1", "n2"])
        #expect(list.view.last?.selectionRequest == 0)
    }

    @Test func emptyList_saysSo() async {
        let list = ListHarness([.page(Fixture.page([], next: nil))])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.message == "This list is empty.")
        #expect(list.view.last?.messageIsError == false)
        #expect(list.view.last?.footer == .end("Nothing older."))
        #expect(list.view.last?.countFact == "0")
    }

    @Test func didOpen_marksReadAndRoutesToTheItem() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(3), next: nil))])
        #expect(await list.loadFirstPage())
        list.presenter.didOpen(row: 1)
        #expect(list.router.shownItems.map(\.id.rawValue) == ["i1"])
        #expect(list.readMarks.isRead(Item.ID("i1")))
        #expect(list.view.last?.rows.map(\.isRead) == [false, true, false])
    }

    @Test func itemsReadBefore_areShownRead() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(2), next: nil))], read: [Item.ID("i0")])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.rows.map(\.isRead) == [true, false])
    }

    @Test func didOpen_outsideTheRows_doesNothing() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(2), next: nil))])
        #expect(await list.loadFirstPage())
        let shown = list.view.states.count
        list.presenter.didOpen(row: 2)
        list.presenter.didChooseAuthor(row: -1)
        #expect(list.router.shownItems.isEmpty)
        #expect(list.router.shownAuthors.isEmpty)
        #expect(list.view.states.count == shown)
    }

    @Test func didChooseAuthor_routesWithTheRowsAuthor() async {
        let list = ListHarness([
            .page(Fixture.page([Fixture.item("a", by: Fixture.alice), Fixture.item("b", by: Fixture.bob)], next: nil))
        ])
        #expect(await list.loadFirstPage())
        list.presenter.didChooseAuthor(row: 1)
        #expect(list.router.shownAuthors == [Fixture.bob.id])
        #expect(list.router.shownItems.isEmpty)
    }

    @Test func loadCancelledElsewhere_showsNoErrorAndStopsLoading() async {
        let interactor = StubItemListInteractor()
        interactor.nextResult = .failure(Fixture.error("Cancelled.", kind: .cancelled))
        let view = SpyItemListView()
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter())
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        #expect(await eventually { interactor.loads == 1 })
        #expect(await eventually { !presenter.isLoading })
        #expect(view.last?.footer == .idle)
        #expect(view.states.allSatisfy { !$0.messageIsError && $0.message.isEmpty })
        #expect(view.shown.allSatisfy { if case .failed = $0.footer { false } else { true } })
        withExtendedLifetime(presenter) {}
    }

    @Test func titles_nameTheList() {
        #expect(ItemListPresenter.title(of: .all) == "All items")
        #expect(ItemListPresenter.title(of: .user(Fixture.alice.id)) == "@alice")
        #expect(ItemListPresenter.title(of: .tag(Tag("Swift"))) == "#Swift")
        #expect(ItemListPresenter.title(of: .search("tag:swift")) == "Search: tag:swift")
        #expect(ItemListPresenter.title(of: .stocks(Fixture.alice.id)) == "@alice's stocks")
    }

    /// Clicks rows of a three-item list at the given seconds after the first click; returns the items opened.
    private func itemsOpened(byClicks clicks: [(row: Int, wasSelected: Bool, after: TimeInterval)]) -> [String] {
        let start = Date(timeIntervalSince1970: 1_000)
        var clock = start
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(3).map(ItemSummary.init)
        let router = SpyItemListRouter()
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: router, now: { clock })
        for click in clicks {
            clock = start + click.after
            presenter.didClick(row: click.row, wasSelected: click.wasSelected)
        }
        return router.shownItems.map(\.id.rawValue)
    }

    @Test func secondClickOnTheSelectedRow_withinHalfASecond_opensIt() {
        #expect(itemsOpened(byClicks: [(1, false, 0), (1, true, 0.3)]) == ["i1"])
    }

    @Test func clicks_tooSlowOrOnAnotherRow_onlySelect() {
        #expect(itemsOpened(byClicks: [(1, false, 0), (1, true, 0.6), (2, false, 0.7)]).isEmpty)
    }

    @Test func prefetch_startsFiveRowsBeforeTheEnd() async {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(10).map(ItemSummary.init)
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter())
        #expect(Prefetch.distance(forPageSize: interactor.nextPageSize) == 5)
        presenter.didMoveSelection(to: 4, rowsInView: 0)
        await settle()
        #expect(interactor.loads == 0)
        presenter.didMoveSelection(to: 5, rowsInView: 0)
        #expect(await eventually { interactor.loads == 1 })
        #expect(interactor.reloads == 0)
    }

    @Test func prefetchDistance_isHalfAPage_twoPagesOf100_andAtLeastFiveRows() {
        #expect(Prefetch.distance(forPageSize: 100) == 200)
        #expect(Prefetch.distance(forPageSize: 99) == 49)
        #expect(Prefetch.distance(forPageSize: 20) == 10)
        #expect(Prefetch.distance(forPageSize: 4) == 5)
    }

    @Test func prefetch_afterTheEnd_loadsNothing() async {
        let interactor = StubItemListInteractor()
        interactor.items = Fixture.items(10).map(ItemSummary.init)
        interactor.reachedEnd = true
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter())
        presenter.didMoveSelection(to: 9, rowsInView: 0)
        await settle()
        #expect(interactor.loads == 0)
        #expect(!presenter.isLoading)
    }

    @Test func closing_cancelsTheLoadAndShowsNothingMore() async {
        let list = ListHarness([.untilCancelled])
        list.presenter.viewDidLoad()
        #expect(await eventually { list.repository.calls.count == 1 })
        let shown = list.view.states.count
        list.presenter.viewWillClose()
        #expect(await eventually { list.repository.cancellationsSeen == 1 })
        await settle()
        #expect(!list.presenter.isLoading)
        #expect(list.view.states.count == shown)
    }

    @Test func facts_showRateLimitAndCountOfTotal() async {
        let limit = RateLimitStatus(remaining: 57, limit: 60, resetsAt: Date(timeIntervalSince1970: 0))
        let list = ListHarness([
            .page(Fixture.page(Fixture.items(20), next: 2, total: 95, rateLimit: limit)),
            .page(Fixture.page(Fixture.items(20, prefix: "p"), next: 3, total: 95)),
        ])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.countFact == "20/95")
        list.presenter.didMoveSelection(to: 19, rowsInView: 0)
        #expect(await eventually { list.repository.calls.count == 2 && !list.presenter.isLoading })
        #expect(list.view.last?.countFact == "40/95")
        #expect(list.view.last?.rateLimitFact == "API 57/60")
    }

    @Test func factsUnknown_showOnlyTheCount() async {
        let list = ListHarness([.page(Fixture.page(Fixture.items(2), next: nil))])
        #expect(await list.loadFirstPage())
        #expect(list.view.last?.countFact == "2")
        #expect(list.view.last?.rateLimitFact == "")
    }
}
