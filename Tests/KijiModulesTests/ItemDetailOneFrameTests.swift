import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// Opening an article draws its text in one frame: the facts asked for at open (the stock state,
/// whether you follow the author) that come while the article is still loading are not shown on
/// their own, but with the text, in the same turn (the loop draws once per turn).
@MainActor
@Suite("Item detail: the text and the facts that came with it, in one frame")
struct ItemDetailOneFrameTests {
    private let view = SpyItemDetailView()
    private let follows = StubFollowRepository()
    private let item = Fixture.item("x", by: Fixture.alice, body: "Hello")

    private func opened(_ interactor: StubItemDetailInteractor) -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(interactor: interactor, router: SpyItemDetailRouter(), timeZone: .utc, follows: follows)
        presenter.view = view
        presenter.viewDidLoad()
        return presenter
    }

    private func heldOpen(result: Result<Item, LoadError>) -> StubItemDetailInteractor {
        let interactor = StubItemDetailInteractor(item: Fixture.item("x", by: Fixture.alice, body: ""))
        interactor.canStock = true
        interactor.stockStatus = .success(true)
        interactor.reloadResult = result
        interactor.holdsReload = true
        follows.following = ["@alice"]
        return interactor
    }

    @Test func factsThatComeWhileTheArticleLoads_showOnlyWithItsText() async throws {
        let interactor = heldOpen(result: .success(item))
        let presenter = opened(interactor)
        #expect(await eventually { interactor.isHoldingReload && interactor.stockStatusRequests == 1 && follows.asked.count == 1 })
        await settle()
        #expect(view.models.count == 1)
        #expect(view.models.last?.article.counts == "12 likes · 3 stocks")
        #expect(view.followFacts.isEmpty)

        interactor.releaseReload()
        #expect(await eventually { view.models.count == 2 })
        let shown = try #require(view.models.last)
        #expect(!shown.article.body.blocks.isEmpty)
        #expect(shown.article.counts == "12 likes · 3 stocks · Stocked")
        #expect(view.followFacts == ["Following @alice"])
        withExtendedLifetime(presenter) {}
    }

    @Test func aLoadThatFails_stillShowsTheFactsThatWaitedForIt() async {
        let interactor = heldOpen(result: .failure(Fixture.error("The item could not be found.", kind: .notFound)))
        let presenter = opened(interactor)
        #expect(await eventually { interactor.isHoldingReload && interactor.stockStatusRequests == 1 && follows.asked.count == 1 })
        await settle()
        interactor.releaseReload()
        #expect(await eventually { view.messages.last?.text == "The item could not be found. Press r to retry." })
        #expect(view.models.count == 2)
        #expect(view.models.last?.article.counts == "12 likes · 3 stocks · Stocked")
        #expect(view.followFacts == ["Following @alice"])
        withExtendedLifetime(presenter) {}
    }
}
