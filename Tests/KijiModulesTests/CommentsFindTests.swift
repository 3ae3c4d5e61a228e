import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The find in the comments: `/` opens the prompt, Enter finds in every comment, `n` and `N`
/// select the comment holding each match and scroll it into view, the status bar counts them.
@MainActor
@Suite("Comments: the find (/, n, N)")
struct CommentsFindTests {
    private let host = SpyScreenHost()
    private let navigator = SpyNavigator()
    private let repository = StubCommentRepository()
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 60))

    /// Ten comments; the second and the seventh say "kiji", the seventh at the end of forty lines.
    private let comments = (1...10).map { number in
        let body = switch number {
        case 2: "Comment 2 is about kiji."
        case 7: (1...40).map { "Line \($0) of comment 7." }.joined(separator: "\n\n") + "\n\nAnd kiji at last."
        default: "Comment \(number)."
        }
        return Fixture.comment("c\(number)", body: body)
    }

    private func opened() async throws -> CommentsView {
        repository.replies = [.success(comments)]
        var deps = Fixture.deps(StubItemRepository())
        deps.comments = repository
        let screen = try #require(
            CommentsRouter.assembleModule(item: Fixture.item("x"), origin: .list(.all), navigator: navigator, routes: SpyRoutes(), deps: deps)
                as? CommentsView)
        screen.host = host
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["10 comments"] })
        _ = drawnRows(of: screen)
        return screen
    }

    private func drawnRows(of screen: CommentsView) -> [String] {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        return terminal.rows
    }

    /// Presses `/`, types `text` into the prompt it opens and presses Enter.
    private func find(_ text: String, on screen: CommentsView) throws {
        #expect(screen.handle(.character("/")))
        let prompt = try #require(host.prompt)
        for character in text { #expect(prompt.handle(.character(character))) }
        #expect(!prompt.handle(.enter))
    }

    /// The row and column where `text` is drawn, after drawing afresh.
    private func place(of text: String, in screen: CommentsView) -> (row: Int, column: Int)? {
        for (row, line) in drawnRows(of: screen).enumerated() {
            if let range = line.range(of: text) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    @Test func findingAWord_countsItsMatches_andSelectsTheCommentOfTheFirst() async throws {
        let screen = try await opened()
        try find("kiji", on: screen)
        #expect(screen.status.facts.first?.string == "1/2")
        #expect(screen.selectedRow == 1)
        let shown = try #require(place(of: "kiji", in: screen))
        #expect(terminal.cell(row: shown.row, column: shown.column)?.style == Theme.standard[.selection])
    }

    @Test func n_goesToTheMatchAtTheEndOfALongComment_andBringsItIntoView() async throws {
        let screen = try await opened()
        try find("kiji", on: screen)
        #expect(screen.handle(.character("n")))
        #expect(screen.status.facts.first?.string == "2/2")
        #expect(screen.selectedRow == 6)
        #expect(place(of: "And kiji at last.", in: screen) != nil)
        #expect(screen.handle(.character("n")))
        #expect(screen.status.facts.first?.string == "1/2")
        #expect(screen.selectedRow == 1)
    }

    @Test func theOtherMatchesInView_areMarkedInTheMatchStyle() async throws {
        let screen = try await opened()
        try find("comment", on: screen)
        let other = try #require(place(of: "Comment 2", in: screen))
        #expect(terminal.cell(row: other.row, column: other.column)?.style.background == Theme.standard[.match].background)
    }

    @Test func aWordInNoComment_isSaidNotFound() async throws {
        let screen = try await opened()
        try find("zzqx", on: screen)
        #expect(host.lastNote == "Not found: zzqx")
        #expect(!screen.status.facts.contains { $0.string.contains("/") })
    }

    @Test func n_beforeAnyFind_saysHowToStart() async throws {
        let screen = try await opened()
        #expect(screen.handle(.character("n")))
        #expect(host.lastNote == "Nothing to find yet: press / and type a word.")
    }
}
