import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// The Comments presenter over the real interactor, a stub repository, a spy view and a spy router.
@MainActor
@Suite("Comments presenter")
struct CommentsPresenterTests {
    let view = SpyCommentsView()
    let router = SpyCommentsRouter()
    let readMarks = InMemoryReadMarksStub()

    func makePresenter(_ repository: StubItemRepository) -> CommentsPresenter {
        let interactor = CommentsInteractor(source: .all, repository: repository, readMarks: readMarks, perPage: 20)
        let presenter = CommentsPresenter(interactor: interactor, router: router, timeZone: TimeZone(identifier: "UTC")!)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    @Test func viewDidLoad_showsBusyThenTheRows() async {
        let presenter = makePresenter(StubItemRepository([.page(Fixture.page(Fixture.items(3), next: nil, total: 3))]))
        presenter.viewDidLoad()
        #expect(view.states.last?.footer == .loading)
        #expect(await eventually { !presenter.isLoading })
        #expect(view.busyChanges == [true, false])
        #expect(view.rows.last?.map(\.id.rawValue) == ["i0", "i1", "i2"])
        #expect(view.states.last?.countFact == "3/3")
        #expect(view.states.last?.footer == .end)
    }

    @Test func rows_areMadeWhenAsked_withAuthorDateAndReadState() async throws {
        var item = Fixture.item("a")
        item.createdAt = Date(timeIntervalSince1970: 1_795_000_000)
        readMarks.markRead(item.id)
        let presenter = makePresenter(StubItemRepository([.page(Fixture.page([item], next: nil))]))
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        let row = try #require(presenter.row(at: 0))
        #expect(row.author == "@alice (Alice)")
        #expect(row.date == "2026-11-18")
        #expect(row.isRead)
        #expect(presenter.row(at: 1) == nil)
    }

    @Test func theCachedFirstPage_showsFirst_thenTheFreshOne() async {
        let repository = StubItemRepository([.page(Fixture.page([Fixture.item("fresh")], next: nil))])
        repository.cachedPages[1] = CachedPage(page: Fixture.page([Fixture.item("kept")], next: nil), fetchedAt: Date())
        let presenter = makePresenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.rows.contains { $0.map(\.id.rawValue) == ["kept"] })
        #expect(view.rows.last?.map(\.id.rawValue) == ["fresh"])
    }

    @Test func aFailedPage_saysWhatHappened_andRefreshRetriesIt() async {
        let repository = StubItemRepository([
            .page(Fixture.page(Fixture.items(2), next: 2)), .failure(Fixture.error()),
            .page(Fixture.page(Fixture.items(1, prefix: "p2-"), next: nil)),
        ])
        let presenter = makePresenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didMoveSelection(to: 1)
        #expect(await eventually { view.states.last?.messageIsError == true })
        #expect(view.states.last?.footer == .failed("The server could not be reached. Press r to retry."))
        presenter.didRequestRefresh(selectedRow: 1)
        #expect(await eventually { view.states.last?.footer == .end })
        #expect(repository.calls.map(\.page) == [1, 2, 2])
        #expect(view.rows.last?.count == 3)
    }

    @Test func opening_marksTheItemReadAndRoutesToIt() async {
        let presenter = makePresenter(StubItemRepository([.page(Fixture.page(Fixture.items(2), next: nil))]))
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didOpen(row: 1)
        #expect(router.shownItems.map(\.id.rawValue) == ["i1"])
        #expect(readMarks.isRead(Item.ID("i1")))
        #expect(view.rows.last?[1].isRead == true)
    }

    @Test func closing_cancelsTheLoadAndShowsNothingMore() async {
        let repository = StubItemRepository([.untilCancelled])
        let presenter = makePresenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { repository.calls.count == 1 })
        let shown = view.states.count
        presenter.viewWillClose()
        #expect(await eventually { repository.cancellationsSeen == 1 })
        await settle()
        #expect(!presenter.isLoading)
        #expect(view.states.count == shown)
    }
}
