import Testing
import KijiDomain
@testable import KijiModules

/// A comment kiji will not send: one over Qiita's size limit is refused before any request, and
/// its text kept in a file the status line names.
@MainActor
@Suite("Comments refusal")
struct CommentsRefusalTests {
    let view = SpyCommentsView()
    let router = SpyCommentsRouter()
    let repository = StubCommentRepository()

    func presenter() async -> CommentsPresenter {
        repository.replies = [.success([])]
        let interactor = CommentsInteractor(item: Item.ID("x"), repository: repository, account: StubAccount())
        let presenter = CommentsPresenter(interactor: interactor, router: router, timeZone: .utc)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return presenter
    }

    @Test func aCommentOverTheSizeLimit_isRefusedBeforePosting_andKeptInUnsent() async {
        let presenter = await presenter()
        let huge = String(repeating: "a", count: 65_537)
        router.editor = { huge + "\n" + $0 }
        presenter.didRequestPost()
        #expect(view.question == nil)
        #expect(repository.posted.isEmpty)
        #expect(router.kept == [huge])
        #expect(view.notes.last?.text == "The comment is over 65536 bytes, Qiita's limit, so it was not sent; it is kept in /state/unsent/1.md.")
        #expect(view.notes.last?.isError == true)
    }

    @Test func aCommentAtTheSizeLimit_isAskedAbout() async {
        let presenter = await presenter()
        let largest = String(repeating: "a", count: 65_536)
        router.editor = { largest + "\n" + $0 }
        presenter.didRequestPost()
        #expect(view.question?.question == "Post this comment? y/n")
        #expect(router.kept.isEmpty)
    }
}
