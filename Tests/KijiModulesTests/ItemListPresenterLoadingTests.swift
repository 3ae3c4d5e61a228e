import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// How the item list presenter starts, supersedes and retries loads.
@MainActor
struct ItemListPresenterLoadingTests {
    private let view = SpyItemListView()
    private let router = SpyItemListRouter()

    private func presenter(_ repository: StubItemRepository) -> ItemListPresenter {
        let interactor = ItemListInteractor(
            source: .all, repository: repository, readMarks: InMemoryReadMarksStub(), perPage: 20)
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    /// The state sent when a load starts has the loading footer, for the first and later pages.
    @Test func startingALoad_showsTheLoadingFooter() async {
        let repository = StubItemRepository([
            .held(Fixture.page(Fixture.items(20), next: 2)),
            .held(Fixture.page(Fixture.items(20, prefix: "p"), next: nil)),
        ])
        let presenter = presenter(repository)
        presenter.viewDidLoad()
        let firstPageFooter = view.last?.footer
        #expect(await eventually { repository.heldCount == 1 })
        repository.releaseHeld()
        #expect(await eventually { !presenter.isLoading })
        presenter.didMoveSelection(to: 19, rowsInView: 0)
        let nextPageFooter = view.last?.footer
        #expect(await eventually { repository.heldCount == 1 })
        repository.releaseHeld()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.last?.rows.count == 40)
        #expect(firstPageFooter == .loading)
        #expect(nextPageFooter == .loading)
    }

    /// Reloading a list that was empty does not say "This list is empty." while the reload is under way.
    @Test func reloadingAnEmptyList_doesNotSayEmptyWhileLoading() async {
        let repository = StubItemRepository([
            .page(Fixture.page([], next: nil)),
            .held(Fixture.page(Fixture.items(1), next: nil)),
        ])
        let presenter = presenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.last?.message == "This list is empty.")
        presenter.didRequestRefresh(selectedRow: nil)
        let whileReloading = view.last
        #expect(await eventually { repository.heldCount == 1 })
        repository.releaseHeld()
        #expect(await eventually { !presenter.isLoading })
        #expect(view.last?.rows.count == 1)
        #expect(whileReloading?.message == "")
        #expect(whileReloading?.footer == .loading)
    }

    /// A superseded load whose result arrives anyway (the response beat the cancellation) neither
    /// appends its page nor ends the newer load's busy state.
    @Test func supersededLoad_finishingLate_isIgnored() async {
        let fresh = [Fixture.item("new")] + Fixture.items(20)
        let repository = StubItemRepository([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .held(Fixture.page(Fixture.items(20, prefix: "p"), next: 3)),
            .held(Fixture.page(fresh, next: 2)),
        ])
        let presenter = presenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didMoveSelection(to: 15, rowsInView: 0)
        #expect(await eventually { repository.heldCount == 1 })
        presenter.didRequestRefresh(selectedRow: 15)
        #expect(await eventually { repository.heldCount == 2 })
        #expect(repository.calls.map(\.page) == [1, 2, 1])

        repository.releaseFirstHeld()  // the cancelled page 2 returns anyway
        await settle()
        let afterStalePage = (loading: presenter.isLoading, rows: view.last?.rows.count, busy: view.busyChanges.last)

        repository.releaseHeld()
        #expect(await eventually { view.last?.rows.first?.id.rawValue == "new" })
        #expect(afterStalePage.loading)
        #expect(afterStalePage.rows == 20)
        #expect(afterStalePage.busy == true)
    }

    /// After a failed refresh (rows were shown), `r` retries page 1, not the next page.
    @Test func retryAfterFailedRefresh_reloadsPageOne() async {
        let repository = StubItemRepository([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .failure(Fixture.error()),
            .page(Fixture.page(Fixture.items(20, prefix: "n"), next: 2)),
        ])
        let presenter = presenter(repository)
        presenter.viewDidLoad()
        #expect(await eventually { !presenter.isLoading })
        presenter.didRequestRefresh(selectedRow: 0)
        #expect(await eventually { view.last?.messageIsError == true })
        presenter.didRequestRefresh(selectedRow: 0)
        #expect(await eventually { repository.calls.count == 3 && !presenter.isLoading })
        #expect(repository.calls.map(\.page) == [1, 1, 1])
        #expect(view.last?.rows.first?.id.rawValue == "n0")
    }
}
