import Testing
@testable import KijiModules

@MainActor
struct SearchPresenterTests {
    private let view = SpySearchView()
    private let router = SpySearchRouter()

    private func presenter() -> SearchPresenter {
        let presenter = SearchPresenter(router: router)
        presenter.view = view
        return presenter
    }

    @Test func blankQuery_keepsThePromptOpenWithAProblem() {
        let presenter = presenter()
        #expect(presenter.didSubmit("   ") == false)
        #expect(presenter.didSubmit("") == false)
        #expect(view.problems.count == 2)
        #expect(view.problems.first?.contains("tag:NAME") == true)
        #expect(router.queries.isEmpty)
    }

    @Test func query_isNormalisedAndRouted() {
        let presenter = presenter()
        #expect(presenter.didSubmit("  tag:swift   入門 "))
        #expect(router.queries == ["tag:swift 入門"])
        #expect(view.problems.isEmpty)
    }

    @Test func aBlankKeptSearch_asksForTheWordsTheKeptItemsHold() {
        let presenter = SearchPresenter(router: router, scope: .kept)
        presenter.view = view
        #expect(presenter.didSubmit(" ") == false)
        #expect(view.problems == ["Type words the kept items hold, then Enter (Esc cancels)."])
        #expect(presenter.didSubmit(" 形態素  解析"))
        #expect(router.queries == ["形態素 解析"])
    }

    @Test func tabsAndNewlines_countAsSpaces() {
        #expect(presenter().didSubmit("\ttag:swift\n user:alice"))
        #expect(router.queries == ["tag:swift user:alice"])
    }
}
