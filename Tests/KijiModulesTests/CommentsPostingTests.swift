import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// Writing, editing and deleting comments: the editor's result, the question, the one request and
/// the file that keeps text that could not be sent.
@MainActor
@Suite("Comments posting")
struct CommentsPostingTests {
    let view = SpyCommentsView()
    let router = SpyCommentsRouter()
    let repository = StubCommentRepository()

    func loaded(_ comments: [KijiDomain.Comment], account: any AccountRepository = StubAccount()) async -> CommentsPresenter {
        repository.replies = [.success(comments)]
        let interactor = CommentsInteractor(item: Item.ID("x"), repository: repository, account: account)
        let presenter = CommentsPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        await settle()
        return presenter
    }

    /// An editor that writes `text` above the template.
    func writes(_ text: String) -> (String) -> String { { text + "\n" + $0 } }

    @Test func anEmptyFile_cancels_withoutAQuestion() async {
        let presenter = await loaded([])
        router.editor = { $0 }
        presenter.didRequestPost()
        #expect(router.edited.count == 1)
        #expect(view.question == nil)
        #expect(view.notes.last?.text == "Nothing was written, so nothing was sent.")
        #expect(repository.posted.isEmpty)
    }

    @Test func anEditorThatWroteNothingAtAll_cancels() async {
        let presenter = await loaded([])
        router.editor = { _ in "" }
        presenter.didRequestPost()
        #expect(view.notes.last?.text == "Nothing was written, so nothing was sent.")
        #expect(repository.posted.isEmpty)
    }

    @Test func aWrittenComment_isShownAndAsked_thenYesPostsItOnce_andSelectsIt() async {
        let presenter = await loaded([Fixture.comment("a")])
        router.editor = writes("Thanks!\nSecond line")
        presenter.didRequestPost()
        let question = view.question
        #expect(question?.question == "Post this comment? y/n")
        #expect(question?.preview == ["Thanks!", "Second line"])
        #expect(repository.posted.isEmpty)
        presenter.didAnswer(true)
        #expect(await eventually { !presenter.isWriting })
        #expect(repository.posted == ["Thanks!\nSecond line"])
        #expect(view.rows.last?.map(\.id.rawValue) == ["a", "new1"])
        #expect(view.states.last?.selectionRequest == 1)
        #expect(view.notes.last?.text == "Comment posted.")
        #expect(view.question == nil)
    }

    @Test func answeringNo_sendsNothing_butKeepsTheText() async {
        let presenter = await loaded([])
        router.editor = writes("Maybe later")
        presenter.didRequestPost()
        presenter.didAnswer(false)
        await settle()
        #expect(repository.posted.isEmpty)
        #expect(router.kept == ["Maybe later"])
        #expect(view.notes.last?.text == "Not sent. The text is kept in /state/unsent/1.md")
        #expect(view.question == nil)
    }

    @Test func aFailedPost_keepsTheTextInAFile_namedInTheStatus_andIsNotRetried() async {
        let presenter = await loaded([])
        repository.writeFailure = Fixture.error("The server failed (500).", kind: .server)
        router.editor = writes("Important words")
        presenter.didRequestPost()
        presenter.didAnswer(true)
        #expect(await eventually { !presenter.isWriting })
        #expect(repository.posted == ["Important words"])
        #expect(router.kept == ["Important words"])
        #expect(view.notes.last?.isError == true)
        #expect(view.notes.last?.text == "Could not send the comment: The server failed (500). The text is kept in /state/unsent/1.md")
        #expect(view.notes.last?.detail == "detail of The server failed (500).")
        #expect(view.states.last?.message == "", "a note lasts until the next key, not in the list's own status")
        #expect(view.rows.last?.isEmpty == true)
    }

    @Test func aForbiddenPost_saysHowToLogIn() async {
        let presenter = await loaded([])
        repository.writeFailure = Fixture.error("The token may not write (403).", kind: .unauthorized)
        router.editor = writes("Hello")
        presenter.didRequestPost()
        presenter.didAnswer(true)
        #expect(await eventually { !presenter.isWriting })
        #expect(view.notes.last?.text.hasSuffix("Run kiji login with a token that has write_qiita.") == true)
        #expect(router.kept == ["Hello"])
    }

    @Test func withoutAToken_writingSaysHowToLogIn_andOpensNoEditor() async {
        let presenter = await loaded([Fixture.comment("a")], account: SignedOut())
        router.editor = writes("Hello")
        presenter.didRequestPost()
        #expect(router.edited.isEmpty)
        #expect(view.notes.last?.text == "Commenting needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        presenter.didRequestDelete(row: 0)
        #expect(view.notes.last?.text.hasPrefix("Deleting comments needs a Qiita access token") == true)
    }

    @Test func ownComments_areToldApartByTheSignedInUser() async throws {
        let presenter = await loaded([Fixture.comment("mine", by: Fixture.alice), Fixture.comment("theirs", by: Fixture.bob)])
        #expect(try #require(presenter.row(at: 0)).isOwn)
        #expect(try !#require(presenter.row(at: 1)).isOwn)
    }

    @Test func editingSomeoneElsesComment_isRefused() async {
        let presenter = await loaded([Fixture.comment("theirs", by: Fixture.bob)])
        router.editor = writes("Changed")
        presenter.didRequestEdit(row: 0)
        #expect(router.edited.isEmpty)
        #expect(view.notes.last?.text == "You can only edit your own comments.")
    }

    @Test func editingOnesOwnComment_opensItsBody_andSavesTheChange() async {
        let presenter = await loaded([Fixture.comment("mine", by: Fixture.alice, body: "Frist")])
        router.editor = { $0.replacingOccurrences(of: "Frist", with: "First") }
        presenter.didRequestEdit(row: 0)
        #expect(router.edited.first?.hasPrefix("Frist\n") == true)
        #expect(view.question?.question == "Save this change? y/n")
        presenter.didAnswer(true)
        #expect(await eventually { !presenter.isWriting })
        #expect(repository.editedBodies == ["First"])
        #expect(view.rows.last?.first?.isEdited == true)
    }

    @Test func anUnchangedEdit_cancels() async {
        let presenter = await loaded([Fixture.comment("mine", by: Fixture.alice, body: "Same")])
        router.editor = { $0 }
        presenter.didRequestEdit(row: 0)
        #expect(view.notes.last?.text == "The comment is unchanged, so nothing was sent.")
        #expect(view.question == nil)
    }

    @Test func deletingOnesOwnComment_asksFirst_thenDeletesIt() async {
        let presenter = await loaded([Fixture.comment("mine", by: Fixture.alice), Fixture.comment("theirs")])
        presenter.didRequestDelete(row: 0)
        #expect(view.question?.question == "Delete this comment? y/n")
        #expect(repository.deleted.isEmpty)
        presenter.didAnswer(true)
        #expect(await eventually { !presenter.isWriting })
        #expect(repository.deleted == [KijiDomain.Comment.ID("mine")])
        #expect(view.rows.last?.map(\.id.rawValue) == ["theirs"])
    }

    @Test func startingToWrite_fromTheArticle_opensTheEditorAtOnce() async {
        repository.replies = [.success([])]
        router.editor = { $0 }
        let interactor = CommentsInteractor(item: Item.ID("x"), repository: repository, account: StubAccount())
        let presenter = CommentsPresenter(interactor: interactor, router: router, startsWriting: true)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(router.edited.count == 1)
        #expect(router.edited.first?.contains(CommentDraft.instruction) == true)
    }
}
