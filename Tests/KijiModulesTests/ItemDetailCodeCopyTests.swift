import ArticleLayout
import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// `y` on a code block that Tab focused: the block's exact text through the clipboard path, and the
/// status bar saying how many lines went; without a focused block `y` copies the address.
@MainActor
struct ItemDetailCodeCopyTests {
    private let view = SpyItemDetailView()
    private let router = SpyItemDetailRouter()
    private let code = "func greet() {\n\tprint(\"こんにちは\")  \n}"

    private func presenter(body: String) -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(
            interactor: StubItemDetailInteractor(item: Fixture.item("x", tags: [], body: body)), router: router, timeZone: .utc)
        presenter.view = view
        return presenter
    }

    private var twoBlocks: String { "Intro\n\n```sh\nmake\n```\n\n```swift:greet.swift\n\(code)\n```\n" }

    @Test func copyCode_copiesTheBlocksExactText_andSaysHowManyLines() {
        presenter(body: twoBlocks).didRequestCopyCode(1)
        #expect(router.copied == [code])
        #expect(view.notes.last?.text == "Sent 3 lines of code to the terminal's clipboard (OSC 52).")
        #expect(view.notes.last?.isError == false)
    }

    @Test func copyCode_ofOneLine_saysLineInTheSingular() {
        router.clipboardCopy = .tmuxBuffer
        presenter(body: twoBlocks).didRequestCopyCode(0)
        #expect(router.copied == ["make"])
        #expect(view.notes.last?.text == "Copied 1 line of code into tmux's paste buffer.")
    }

    @Test func copyCode_withoutAClipboard_saysSoAsAnError_withoutTheCode() {
        router.clipboardCopy = nil
        presenter(body: twoBlocks).didRequestCopyCode(1)
        #expect(view.notes.last?.text == "Could not copy 3 lines of code to the clipboard.")
        #expect(view.notes.last?.isError == true)
    }

    @Test func copyCode_ofTenThousandLines_copiesThemWhole() {
        let long = (1...10_000).map { "puts \($0)\t# 行 \($0)  " }.joined(separator: "\n")
        presenter(body: "```ruby\n\(long)\n```\n").didRequestCopyCode(0)
        #expect(router.copied == [long])
        #expect(view.notes.last?.text == "Sent 10000 lines of code to the terminal's clipboard (OSC 52).")
    }

    @Test func copyCode_ofABlockThatIsNotThere_copiesAndSaysNothing() {
        presenter(body: twoBlocks).didRequestCopyCode(2)
        #expect(router.copied.isEmpty)
        #expect(view.notes.isEmpty)
    }

    @Test func enterOnACodeBlock_opensNothing_andCopiesNothing() {
        presenter(body: twoBlocks).didChooseLink(.code(0))
        #expect(router.opened.isEmpty && router.copied.isEmpty && router.users.isEmpty && router.comments.isEmpty)
        #expect(view.notes.isEmpty && view.models.isEmpty)
    }

    @Test func y_onACodeBlockTabFocused_copiesItsText_andYWithALinkFocusedCopiesTheAddress() async throws {
        let externals = StubExternalActions()
        let host = SpyScreenHost()
        let item = Fixture.item("x", tags: [], body: "See [a guide](https://a.example).\n\n```swift\n\(code)\n```\n")
        let detail = try await DetailScreen.open(item, from: .all, navigator: SpyNavigator(), externals: externals, host: host)
        try #require(tab(detail, to: ArticleLink.code(0).target))
        _ = detail.screen.handle(.character("y"))
        #expect(externals.copied == [code])
        #expect(host.lastNote == "Sent 3 lines of code to the terminal's clipboard (OSC 52).")
        try #require(tab(detail, to: "https://a.example"))
        _ = detail.screen.handle(.character("y"))
        #expect(externals.copied == [code, item.url])
    }

    @Test func y_withNothingFocused_copiesTheAddress() async throws {
        let externals = StubExternalActions()
        let item = Fixture.item("x", tags: [], body: "```\ncode\n```\n")
        let detail = try await DetailScreen.open(item, from: .all, navigator: SpyNavigator(), externals: externals)
        _ = detail.screen.handle(.character("y"))
        #expect(externals.copied == [item.url])
    }

    @Test func y_inAPreview_copiesTheFocusedCodeBlock() {
        let externals = StubExternalActions()
        let host = SpyScreenHost()
        let screen = ItemDetailRouter.assemblePreviewModule(
            source: FakeDraftSource(ArticleDraft(title: "T", body: "```\none\ntwo\n```\n")), navigator: SpyNavigator(), routes: SpyRoutes(),
            deps: Fixture.deps(StubItemRepository(), externals: externals))
        screen.host = host
        screen.start()
        let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 60))
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        _ = screen.handle(.tab)
        _ = screen.handle(.character("y"))
        #expect(externals.copied == ["one\ntwo"])
        #expect(host.lastNote == "Sent 2 lines of code to the terminal's clipboard (OSC 52).")
    }

    /// Presses Tab until `target` is focused, at most once per stop; whether it was reached.
    private func tab(_ detail: DetailScreen, to target: String) -> Bool {
        for _ in 0...detail.screen.pager.linkCount {
            if detail.screen.pager.focusedTarget == target { return true }
            _ = detail.screen.handle(.tab)
            _ = detail.drawnRows()
        }
        return false
    }
}
