import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// Your articles in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("MyArticles screen")
struct MyArticlesScreenTests {
    let display = ShellOnMemoryTerminal()

    var shell: AppShell { display.shell }

    func rows() -> [String] { display.rows() }

    @Test func aPrivateArticle_isMarked_andItsCountsShow() async {
        let repository = StubMyItems()
        repository.replies = [.success([StubMyItems.article("a", isPrivate: true)])]
        var deps = Fixture.deps(StubItemRepository())
        deps.myItems = repository
        shell.push(MyArticlesRouter.assembleModule(navigator: shell, routes: SpyRoutes(), deps: deps))
        #expect(await eventually { rows().contains { $0.contains("[private] Article a") } })
        #expect(rows().contains { $0.contains("1234 views  12 likes  3 stocks  2 comments") })
        #expect(rows()[0].contains("My articles"))
    }

    @Test func theLastPage_endsWithARowSayingNothingOlderFollows() async {
        let repository = StubMyItems()
        repository.replies = [.success([StubMyItems.article("a", daysAgo: 2)])]
        var deps = Fixture.deps(StubItemRepository())
        deps.myItems = repository
        shell.push(MyArticlesRouter.assembleModule(navigator: shell, routes: SpyRoutes(), deps: deps))
        #expect(await eventually { rows().contains { $0.contains("Nothing older: your first article is from 2026-11-16.") } })
    }
}
