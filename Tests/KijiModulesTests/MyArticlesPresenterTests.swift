import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// Your articles' presenter over the real interactor, a stub list, a spy view and a spy router.
@MainActor
@Suite("MyArticles presenter")
struct MyArticlesPresenterTests {
    let view = SpyMyArticlesView()
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
        #expect(view.states.last?.countFact == "2")
        #expect(view.busyChanges == [true, false])
    }

    @Test func choosingAnArticle_opensIt() async {
        let presenter = await loaded([.success([StubMyItems.article("a")])])
        presenter.didChooseItem(row: 0)
        presenter.didChooseItem(row: 3)
        #expect(router.items.map(\.id) == [Item.ID("a")])
    }

    @Test func withoutAToken_saysHowToLogIn_withoutARetryHint() async {
        _ = await loaded([.failure(.tokenRequired(for: "Your articles"))])
        #expect(view.states.last?.message == LoadError.tokenRequired(for: "Your articles").message)
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
}
