import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// `kiji preview`'s screen: a draft in the detail pager, following its file.
@MainActor
struct ArticlePreviewTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()
    private let externals = StubExternalActions(browserWorks: false)
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 60))

    private func preview(_ source: FakeDraftSource) -> any Screen {
        let deps = Fixture.deps(StubItemRepository(), externals: externals)
        let screen = ItemDetailRouter.assemblePreviewModule(source: source, navigator: navigator, routes: routes, deps: deps)
        screen.start()
        return screen
    }

    private func rows(of screen: any Screen) -> [String] {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        return terminal.rows
    }

    /// A body of `count` numbered paragraphs, each one line.
    private func paragraphs(_ count: Int) -> String {
        (1...count).map { "Paragraph \($0)." }.joined(separator: "\n\n")
    }

    @Test func draft_showsItsTitleAndTagsWithoutAuthorCountsOrAddress() {
        let screen = preview(FakeDraftSource(ArticleDraft(title: "My draft", tags: ["Swift", "初心者"], body: "Hello")))
        let shown = rows(of: screen)
        #expect(Array(shown.prefix(3)).map { $0.trimmingCharacters(in: .whitespaces) } == ["My draft", "#Swift  #初心者", String(repeating: "─", count: 60)])
        #expect(shown.contains { $0.hasPrefix("Hello") })
        #expect(screen.title.string == "My draft")
    }

    @Test func draftWithoutTitle_isCalledByItsFileName() {
        let screen = preview(FakeDraftSource(ArticleDraft(title: "", body: "Hello"), name: "notes.md"))
        #expect(screen.title.string == "notes.md")
        #expect(rows(of: screen).first?.hasPrefix("notes.md") == true)
    }

    @Test func newVersion_isShownAtTheSamePosition() {
        let source = FakeDraftSource(ArticleDraft(title: "T", body: paragraphs(30)))
        let screen = preview(source)
        _ = rows(of: screen)
        for _ in 0..<11 { _ = screen.handle(.character("j")) }
        let before = rows(of: screen)
        source.deliver(.success(ArticleDraft(title: "T", body: paragraphs(30) + "\n\nAppended.")))
        let after = rows(of: screen)
        #expect(after.first == before.first)
        #expect(before.first?.hasPrefix("Paragraph 5.") == true)
        #expect(screen.handle(.character("G")))
        #expect(rows(of: screen).contains { $0.hasPrefix("Appended.") })
    }

    @Test func newVersion_keepsTheOpenedSectionsOpen() {
        let body = "<details><summary>Output</summary>\n\nThe hidden output\n\n</details>"
        let source = FakeDraftSource(ArticleDraft(title: "T", body: body))
        let screen = preview(source)
        #expect(rows(of: screen).contains { $0.hasPrefix("▶ Output") })
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(rows(of: screen).contains { $0.contains("The hidden output") })
        source.deliver(.success(ArticleDraft(title: "T", body: body + "\n\nMore")))
        let shown = rows(of: screen)
        #expect(shown.contains { $0.hasPrefix("▼ Output") })
        #expect(shown.contains { $0.contains("The hidden output") })
        #expect(shown.contains { $0.hasPrefix("More") })
    }

    @Test func unreadableFile_keepsTheLastVersionAndSaysWhy() {
        let source = FakeDraftSource(ArticleDraft(title: "T", body: "Kept text"))
        let screen = preview(source)
        _ = rows(of: screen)
        source.deliver(.failure(DraftReadError(message: "Cannot read draft.md: No such file or directory.")))
        #expect(rows(of: screen).contains { $0.hasPrefix("Kept text") })
        #expect(screen.status.isError)
        #expect(screen.status.message.string == "Cannot read draft.md: No such file or directory. Showing the last version.")
        source.deliver(.success(ArticleDraft(title: "T", body: "Back again")))
        #expect(!screen.status.isError)
        #expect(rows(of: screen).contains { $0.hasPrefix("Back again") })
    }

    @Test func mention_pushesThatUsersList() {
        let screen = preview(FakeDraftSource(ArticleDraft(title: "T", body: "Reviewed by @bob_2 today.")))
        _ = rows(of: screen)
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(routes.opened == [.itemList(.user(User.ID("bob_2")))])
        #expect(routes.built(navigator.pushed.first))
        #expect(navigator.pops == 0)
    }

    @Test func tag_pushesThatTagsList() {
        let screen = preview(FakeDraftSource(ArticleDraft(title: "T", tags: ["Swift"], body: "Hello")))
        _ = rows(of: screen)
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(routes.opened == [.itemList(.tag(Tag("Swift")))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func itemKeys_sayAPreviewHasNoAuthorAddressOrStocks() {
        let screen = preview(FakeDraftSource(ArticleDraft(title: "T", body: "Hello")))
        for key in ["a", "o", "y", "s"] {
            #expect(screen.handle(.character(Character(key))))
            #expect(screen.status.message.string == "A preview has no author, address, stocks or comments until it is posted.")
        }
        #expect(navigator.pushed.isEmpty && routes.opened.isEmpty)
        #expect(externals.opened.isEmpty && externals.copied.isEmpty)
    }

    @Test func closing_stopsWatchingTheFile() {
        let source = FakeDraftSource(ArticleDraft(title: "T", body: "Hello"))
        let screen = preview(source)
        #expect(source.isWatching)
        screen.close()
        #expect(!source.isWatching)
    }
}
