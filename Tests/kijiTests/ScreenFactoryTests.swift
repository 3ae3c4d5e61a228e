import KijiDomain
import KijiModules
import TerminalUI
import Testing

@testable import kiji

/// The composition root's ScreenFactory wires the real modules to each other through ``Routes``:
/// what one screen opens is built by the same factory, the origin rule holds across them, and a
/// popped screen is freed while the factory lives on.
@MainActor
@Suite("The screen factory")
struct ScreenFactoryTests {
    @Test func aListsItem_opensItsArticle_andTheAuthorFromTheirOwnList_popsBackToIt() async throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        reader.shell.push(reader.factory.screen(for: .itemList(.all)))
        #expect(await reader.openSelectedItem() is ItemDetailView)
        #expect(reader.shell.screens.count == 2)

        reader.press(.character("a"))
        let authorsList = try #require(reader.top)
        #expect(reader.shell.screens.count == 3)
        #expect(authorsList is ItemListView)
        #expect(authorsList.title.string.hasPrefix("@"))

        #expect(await reader.openSelectedItem() is ItemDetailView)
        #expect(reader.shell.screens.count == 4)
        reader.press(.character("a"))
        #expect(reader.shell.screens.count == 3)
        #expect(reader.top === authorsList)
    }

    @Test func poppingAnArticleTheListOpened_freesIt_whileTheFactoryLivesOn() async throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        reader.shell.push(reader.factory.screen(for: .itemList(.all)))
        weak var article: (any Screen)?
        article = await reader.openSelectedItem()
        try #require(article is ItemDetailView)
        reader.press(.escape)
        #expect(reader.shell.screens.count == 1)
        #expect(await eventually { article == nil })
        #expect(await reader.openSelectedItem() is ItemDetailView)
    }

    @Test func anOpenedArticle_isFoundInTheKeptSearch_andEnterOpensItWithTheWordFound() async throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        reader.shell.push(reader.factory.screen(for: .itemList(.all)))
        let article = try #require(await reader.openSelectedItem())
        let title = article.title.string
        #expect(await eventually { reader.rows().contains { $0.hasPrefix("─") } && !reader.loopIsBusy })
        let word = try #require(Self.longestWord(inBodyOf: reader.rows()))
        reader.press(.escape)
        reader.shell.push(reader.factory.screen(for: .keptSearch(word)))
        let found = try #require(reader.top as? KeptSearchView)
        #expect(await eventually { reader.rows().contains { $0.contains(title) } })
        #expect(found.title.string == "Kept: \(word)")
        reader.press(.enter)
        let opened = try #require(reader.top as? ItemDetailView)
        #expect(opened.title.string == title)
        #expect(await eventually { !reader.rows().isEmpty && opened.status.facts.contains { $0.string.hasPrefix("1/") } })
    }

    /// The longest word of letters alone in the first lines of an article's body as drawn, below its header's rule.
    private static func longestWord(inBodyOf rows: [String]) -> String? {
        guard let rule = rows.firstIndex(where: { $0.hasPrefix("─") }) else { return nil }
        let words = rows[(rule + 1)...].prefix(6).flatMap { $0.split(whereSeparator: { !$0.isLetter }) }
        return words.max { $0.count < $1.count }.map(String.init)
    }

    @Test func theDestinations_areTheModulesScreens() throws {
        let reader = try ReaderOverStub()
        defer { reader.close() }
        let item = Item(id: Item.ID("x"), title: "A title", author: User(id: User.ID("alice")))
        #expect(reader.factory.screen(for: .itemList(.tag(Tag("swift")))).title.string == "#swift")
        #expect(reader.factory.screen(for: .item(ItemSummary(item), from: .direct)) is ItemDetailView)
        #expect(reader.factory.screen(for: .comments(of: item, from: .direct, startsWriting: false)) is CommentsView)
        #expect(reader.factory.screen(for: .trend) is TrendView)
        #expect(reader.factory.screen(for: .timeline) is TimelineView)
        #expect(reader.factory.screen(for: .myArticles) is MyArticlesView)
        #expect(reader.factory.screen(for: .keptSearch("swift")) is KeptSearchView)
        #expect(reader.factory.searchPrompt(.qiita) is SearchView)
    }
}
