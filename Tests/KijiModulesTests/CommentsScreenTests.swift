import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// A real Comments module in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("Comments screen")
struct CommentsScreenTests {
    let display = ShellOnMemoryTerminal()
    let repository = StubCommentRepository()

    var shell: AppShell { display.shell }

    func rows() -> [String] { display.rows() }

    func open(_ comments: [KijiDomain.Comment], account: any AccountRepository = StubAccount(), externals: StubExternalActions = StubExternalActions()) {
        repository.replies = [.success(comments)]
        var deps = Fixture.deps(StubItemRepository(), externals: externals)
        deps.comments = repository
        deps.account = account
        shell.push(CommentsRouter.assembleModule(item: Fixture.item("x"), origin: .direct, navigator: shell, routes: SpyRoutes(), deps: deps))
    }

    @Test func loadedComments_showAuthorDateEditedAndTheRenderedBody() async {
        var edited = Fixture.comment("b", by: Fixture.alice, body: "Use `let` here.")
        edited.updatedAt = edited.createdAt.addingTimeInterval(60)
        open([Fixture.comment("a", body: "# Heading\n\nFirst **bold**"), edited])
        #expect(await eventually { rows().contains { $0.contains("@alice (Alice)  2026-11-18  edited  (yours)") } })
        let screen = rows()
        #expect(screen[0].contains("Comments"))
        #expect(screen.last?.contains("2 comments") == true)
        #expect(screen[1].contains("@bob  2026-11-18"))
        #expect(screen.contains { $0.contains("First bold") })
        #expect(!screen.joined().contains("**"))
    }

    @Test func aLongComment_scrollsWithThePageKeys_beforeTheSelectionMovesOn() async {
        let long = (1...30).map { "Line \($0)" }.joined(separator: "\n\n")
        open([Fixture.comment("long", body: long), Fixture.comment("next", body: "after")])
        #expect(await eventually { rows().last?.contains("2 comments") == true })
        #expect(!rows().contains { $0.contains("Line 20") })
        shell.handle(.key(.character(" ")))
        shell.handle(.key(.character(" ")))
        #expect(rows().contains { $0.contains("Line 10") })
        shell.handle(.key(.character("j")))
        #expect(rows().contains { $0.contains("@bob") && $0.contains("2026") })
        #expect(rows().contains { $0.contains("after") })
    }

    @Test func untrustedBodiesAndNames_areSanitised() async {
        let hostile = User(id: User.ID("mallory"), name: "\u{1B}[2J\u{202E}evil")
        open([Fixture.comment("h", by: hostile, body: "\u{1B}]52;c;ZXZpbA==\u{07}text\u{9B}31m")])
        #expect(await eventually { rows().last?.contains("1 comment") == true })
        #expect(!rows().joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" || $0 == "\u{9B}" })
    }

    @Test func noComments_saySo() async {
        open([])
        #expect(await eventually { rows().contains { $0.contains("No comments yet. Press C to write one.") } })
    }

    @Test func theQuestion_isAnsweredByYOrN_notByAPaste() async {
        let externals = StubExternalActions(editor: { "Pasted reply\n" + $0 })
        open([], externals: externals)
        #expect(await eventually { rows().last?.contains("0 comments") == true })
        shell.handle(.key(.character("C")))
        #expect(rows().contains { $0.contains("Post this comment? y/n") })
        #expect(rows().contains { $0.contains("Pasted reply") })
        shell.handle(.paste("y"))
        #expect(rows().contains { $0.contains("Post this comment? y/n") })
        #expect(repository.posted.isEmpty)
        shell.handle(.key(.character("q")))
        #expect(rows().contains { $0.contains("Post this comment? y/n") })
        shell.handle(.key(.character("y")))
        #expect(await eventually { rows().last?.contains("1 comment") == true })
        #expect(repository.posted == ["Pasted reply"])
    }
}
