import Testing
import KijiDomain
@testable import KijiModules

/// An editor that started but ended badly: the status line says how it ended and where its text is
/// kept, never that no editor could be started; nothing is asked or sent.
@MainActor
@Suite("Comments editor ending")
struct CommentsEditorEndingTests {
    let view = SpyCommentsView()
    let router = SpyCommentsRouter()
    let repository = StubCommentRepository()

    func writing(after outcome: EditorOutcome?) async {
        repository.replies = [.success([])]
        router.editorOutcome = outcome
        let interactor = CommentsInteractor(item: Item.ID("x"), repository: repository, account: StubAccount())
        let presenter = CommentsPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        presenter.didRequestPost()
    }

    @Test func test_editorExitingNonZero_namesTheStatusAndTheKeptFile() async {
        await writing(after: .failed(.exitStatus(3), kept: "/state/unsent/a.md"))
        #expect(view.notes.last?.text == "The editor exited with status 3; your text is kept in /state/unsent/a.md.")
        #expect(view.notes.last?.isError == true)
        #expect(view.question == nil)
        #expect(repository.posted.isEmpty)
    }

    @Test func test_editorExitingNonZero_withoutWriting_saysNothingWasSent() async {
        await writing(after: .failed(.exitStatus(1), kept: nil))
        #expect(view.notes.last?.text == "The editor exited with status 1, so nothing was sent.")
    }

    @Test func test_editorKilledBySignal_namesTheSignalAndTheKeptFile() async {
        await writing(after: .failed(.signal(15), kept: "/state/unsent/b.md"))
        #expect(view.notes.last?.text == "The editor was stopped by signal 15; your text is kept in /state/unsent/b.md.")
    }

    @Test func test_editorLeavingAFolder_saysSo() async {
        await writing(after: .failed(.folderInPlaceOfFile, kept: nil))
        #expect(view.notes.last?.text == "The editor left a folder in place of the file, so nothing was sent.")
    }

    @Test func test_invalidUTF8_isRefused_andKept() async {
        await writing(after: .refused(.notUTF8, kept: "/state/unsent/c.md"))
        #expect(view.notes.last?.text == "The comment is not valid UTF-8, so it was not sent; it is kept in /state/unsent/c.md.")
        #expect(repository.posted.isEmpty)
    }

    @Test func test_editorThatCouldNotStart_saysSo() async {
        await writing(after: .notStarted)
        #expect(view.notes.last?.text == "No editor could be started: set $VISUAL or $EDITOR.")
    }
}
