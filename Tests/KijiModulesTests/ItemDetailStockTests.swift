import Foundation
import KijiDomain
import Testing
@testable import KijiModules

@MainActor
struct ItemDetailStockTests {
    private let view = SpyItemDetailView()
    private let router = SpyItemDetailRouter()

    private func started(_ interactor: StubItemDetailInteractor) -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        presenter.viewDidLoad()
        return presenter
    }

    private func signedIn(stocked: Bool) -> StubItemDetailInteractor {
        let interactor = StubItemDetailInteractor(item: Fixture.item("x", body: "Hello"))
        interactor.canStock = true
        interactor.stockStatus = .success(stocked)
        return interactor
    }

    @Test func withAToken_theCountsLineSaysWhetherTheItemIsStocked() async {
        let presenter = started(signedIn(stocked: true))
        #expect(await eventually { view.models.last?.article.counts == "12 likes · 3 stocks · Stocked" })
        withExtendedLifetime(presenter) {}
    }

    @Test func withAToken_anUnstockedItemSaysNotStocked() async {
        let presenter = started(signedIn(stocked: false))
        #expect(await eventually { view.models.last?.article.counts == "12 likes · 3 stocks · Not stocked" })
        withExtendedLifetime(presenter) {}
    }

    @Test func withoutAToken_theCountsLineSaysNothingOfStocks() async {
        let presenter = started(StubItemDetailInteractor(item: Fixture.item("x", body: "Hello")))
        await settle()
        #expect(!view.models.isEmpty)
        #expect(view.models.allSatisfy { $0.article.counts == "12 likes · 3 stocks" })
        withExtendedLifetime(presenter) {}
    }

    @Test func withoutAToken_sSaysHowToLogIn() async {
        let interactor = StubItemDetailInteractor(item: Fixture.item("x", body: "Hello"))
        let presenter = started(interactor)
        presenter.didRequestToggleStock()
        #expect(view.notes.last?.text == "Stocking needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        #expect(view.notes.last?.isError == false)
        await settle()
        #expect(interactor.stockedRequests.isEmpty)
    }

    @Test func s_stocksAtOnceAndKeepsItWhenTheServerAgrees() async {
        let interactor = signedIn(stocked: false)
        interactor.holdsStocking = true
        let presenter = started(interactor)
        #expect(await eventually { view.models.last?.article.counts.hasSuffix("Not stocked") == true })
        presenter.didRequestToggleStock()
        #expect(view.models.last?.article.counts == "12 likes · 4 stocks · Stocked")
        #expect(await eventually { interactor.isHoldingStocking })
        interactor.releaseStocking()
        #expect(await eventually { view.notes.last?.text == "Stocked." })
        #expect(interactor.stockedRequests == [true])
        #expect(view.models.last?.article.counts == "12 likes · 4 stocks · Stocked")
    }

    @Test func s_onAStockedItem_unstocks() async {
        let interactor = signedIn(stocked: true)
        let presenter = started(interactor)
        #expect(await eventually { view.models.last?.article.counts.hasSuffix("· Stocked") == true })
        presenter.didRequestToggleStock()
        #expect(view.models.last?.article.counts == "12 likes · 2 stocks · Not stocked")
        #expect(await eventually { view.notes.last?.text == "Removed from your stocks." })
        #expect(interactor.stockedRequests == [false])
    }

    @Test func aFailedStock_isRolledBackWithTheReason() async {
        let interactor = signedIn(stocked: false)
        interactor.stockResult = .failure(Fixture.error("Qiita refused access; the token may lack the needed scope.", kind: .unauthorized))
        let presenter = started(interactor)
        #expect(await eventually { view.models.last?.article.counts.hasSuffix("Not stocked") == true })
        presenter.didRequestToggleStock()
        #expect(await eventually { view.notes.last?.isError == true })
        #expect(view.notes.last?.text == "Could not stock the item: Qiita refused access; the token may lack the needed scope.")
        #expect(view.models.last?.article.counts == "12 likes · 3 stocks · Not stocked")
        #expect(view.models.contains { $0.article.counts == "12 likes · 4 stocks · Stocked" })
    }

    @Test func s_whileAChangeIsInFlight_isIgnored() async {
        let interactor = signedIn(stocked: false)
        interactor.holdsStocking = true
        let presenter = started(interactor)
        #expect(await eventually { view.models.last?.article.counts.hasSuffix("Not stocked") == true })
        presenter.didRequestToggleStock()
        presenter.didRequestToggleStock()
        #expect(await eventually { interactor.isHoldingStocking })
        interactor.releaseStocking()
        #expect(await eventually { view.notes.last?.text == "Stocked." })
        #expect(interactor.stockedRequests == [true])
    }

    @Test func aFailedStatus_isReportedAndSAsksAgain() async {
        let interactor = signedIn(stocked: false)
        interactor.stockStatus = .failure(Fixture.error())
        let presenter = started(interactor)
        #expect(await eventually { view.messages.last?.isError == true })
        #expect(view.messages.last?.text.hasPrefix("Could not tell whether the item is stocked") == true)
        interactor.stockStatus = .success(true)
        presenter.didRequestToggleStock()
        #expect(await eventually { view.models.last?.article.counts.hasSuffix("· Stocked") == true })
        #expect(interactor.stockedRequests.isEmpty)
    }
}
