import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// Your articles' presenter over the real interactor, a stub list, a spy view and a spy router.
@MainActor
@Suite("MyArticles presenter")
struct MyArticlesPresenterTests {
    let view = SpyRowsView<MyArticlesRow>()
    let router = SpyMyArticlesRouter()
    let repository = StubMyItems()

    func loaded(_ replies: [Result<[MyItem], LoadError>]) async -> MyArticlesPresenter {
        repository.replies = replies
        let presenter = MyArticlesPresenter(interactor: MyArticlesInteractor(repository: repository), router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return presenter
    }

    @Test func rows_sayPageViewsLikesStocksCommentsAndTheDay_andMarkPrivateOnes() async throws {
        let presenter = await loaded([.success([StubMyItems.article("a"), StubMyItems.article("b", views: nil, isPrivate: true)])])
        #expect(repository.asked.map(\.page) == [1])
        #expect(repository.asked.map(\.perPage) == [100])
        let first = try #require(presenter.row(at: 0))
        #expect(first.counts == "1234 views  12 likes  3 stocks  2 comments  2026-11-18")
        #expect(!first.isPrivate)
        let second = try #require(presenter.row(at: 1))
        #expect(second.isPrivate)
        #expect(second.counts.hasPrefix("12 likes"))
        #expect(view.states.last?.facts == ["2"])
        #expect(view.busyChanges == [true, false])
    }

    @Test func choosingAnArticle_opensIt() async {
        let presenter = await loaded([.success([StubMyItems.article("a")])])
        presenter.didChooseItem(row: 0)
        presenter.didChooseItem(row: 3)
        #expect(router.items.map(\.id) == [Item.ID("a")])
    }

    @Test func withoutAToken_saysHowToLogIn_withoutARetryHint() async {
        _ = await loaded([.failure(.tokenRequired(for: .myArticles))])
        #expect(view.states.last?.message == LoadError.tokenRequired(for: .myArticles).message)
        #expect(view.states.last?.loadFailure == view.states.last?.message)
    }

    @Test func aFailedRefresh_keepsTheArticles_andSaysWhatHappened() async {
        let presenter = await loaded([.success([StubMyItems.article("a")]), .failure(LoadError(kind: .server, message: "The server failed."))])
        presenter.didRequestRefresh(selectedRow: 0)
        #expect(await eventually { !presenter.isLoading && repository.asked.count == 2 })
        #expect(view.rows.last?.map(\.id.rawValue) == ["a"])
        #expect(view.states.last?.message == "The server failed. Press r to retry.")
        #expect(view.states.last?.loadFailure == nil)
    }

    @Test func nextPages_areReadOnlyAsTheSelectionNearsTheEnd_andTheListEndsWithAnEndRow() async {
        repository.lastPage = 4
        let presenter = await loaded([
            .success(StubMyItems.articles(100, prefix: "a")), .success(StubMyItems.articles(100, prefix: "b")),
            .success(StubMyItems.articles(100, prefix: "c")), .success(StubMyItems.articles(40, prefix: "d", daysAgo: 400)),
        ])
        #expect(view.states.last?.endText == nil)
        presenter.didMoveSelection(to: 1, rowsInView: 0)
        // Page 2 added rows and row 1 is still within two pages of 100 of the end: page 3 follows.
        #expect(await eventually { !presenter.isLoading && view.rows.last?.count == 300 })
        #expect(view.rows.contains { $0.count == 200 })
        presenter.didMoveSelection(to: 2, rowsInView: 0)
        presenter.didMoveSelection(to: 50, rowsInView: 0)
        #expect(repository.asked.map(\.page) == [1, 2, 3])
        #expect(view.states.last?.endText == nil)
        presenter.didMoveSelection(to: 150, rowsInView: 0)
        #expect(await eventually { !presenter.isLoading && view.rows.last?.count == 340 })
        #expect(repository.asked.map(\.page) == [1, 2, 3, 4])
        #expect(view.states.last?.endText == "Nothing older: your first article is from 2025-10-14.")
        #expect(view.states.last?.facts == ["340"])
        presenter.didMoveSelection(to: 339, rowsInView: 0)
        #expect(repository.asked.count == 4)
    }

    @Test func aFailedNextPage_keepsTheArticles_saysSo_andReadsNoMoreUntilRefreshed() async {
        repository.lastPage = 2
        let presenter = await loaded([
            .success(StubMyItems.articles(100, prefix: "a")), .failure(LoadError(kind: .server, message: "The server failed.")),
        ])
        presenter.didMoveSelection(to: 1, rowsInView: 0)
        #expect(await eventually { !presenter.isLoading && view.states.last?.messageIsError == true })
        #expect(view.rows.last?.count == 100)
        #expect(view.states.last?.message == "The server failed. Press r to retry.")
        #expect(view.states.last?.loadFailure == nil)
        #expect(view.states.last?.endText == nil)
        presenter.didMoveSelection(to: 2, rowsInView: 0)
        #expect(repository.asked.count == 2)
    }
}
