import Foundation
import Testing
import KijiDomain
@testable import KijiModules

@MainActor
@Suite("Comments interactor")
struct CommentsInteractorTests {
    let repository = StubCommentRepository()

    func makeInteractor(account: any AccountRepository = StubAccount()) -> CommentsInteractor {
        CommentsInteractor(item: Item.ID("x"), repository: repository, account: account)
    }

    @Test func load_takesTheCacheFirst_thenTheNetwork() async throws {
        repository.cached = CachedComments(comments: [Fixture.comment("kept")], fetchedAt: Date())
        repository.replies = [.success([Fixture.comment("kept"), Fixture.comment("fresh")])]
        let interactor = makeInteractor()
        var shownFromCache: [String] = []
        try await interactor.load { shownFromCache = interactor.comments.map(\.id.rawValue) }
        #expect(shownFromCache == ["kept"])
        #expect(interactor.comments.map(\.id.rawValue) == ["kept", "fresh"])
        #expect(interactor.fallback == nil)
    }

    @Test func offline_theCachedCommentsStandIn() async throws {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        repository.cached = CachedComments(comments: [Fixture.comment("kept")], fetchedAt: fetched)
        repository.replies = [.failure(Fixture.error(kind: .offline))]
        let interactor = makeInteractor()
        try await interactor.load {}
        #expect(interactor.comments.map(\.id.rawValue) == ["kept"])
        #expect(interactor.fallback?.fetchedAt == fetched)
    }

    @Test func aFailureWithNothingCached_isThrown() async {
        repository.replies = [.failure(Fixture.error(kind: .notFound))]
        let interactor = makeInteractor()
        await #expect(throws: LoadError.self) { try await interactor.load {} }
        #expect(interactor.comments.isEmpty)
    }

    @Test func ownComments_areTheSignedInUsers() async {
        let interactor = makeInteractor(account: StubAccount(user: Fixture.bob))
        #expect(!interactor.isOwn(Fixture.comment("b", by: Fixture.bob)))
        await interactor.loadSignedInUser()
        #expect(interactor.isOwn(Fixture.comment("b", by: Fixture.bob)))
        #expect(!interactor.isOwn(Fixture.comment("a", by: Fixture.alice)))
    }

    @Test func signedOut_nothingIsOwn_andNothingMayBeWritten() async {
        let interactor = makeInteractor(account: SignedOut())
        await interactor.loadSignedInUser()
        #expect(!interactor.canWrite)
        #expect(!interactor.isOwn(Fixture.comment("a", by: Fixture.alice)))
    }

    @Test func post_appendsTheNewComment_last() async throws {
        repository.replies = [.success([Fixture.comment("a")])]
        let interactor = makeInteractor()
        try await interactor.load {}
        let index = try await interactor.post("Hi")
        #expect(index == 1)
        #expect(interactor.comments.map(\.body) == ["A comment", "Hi"])
        #expect(repository.posted == ["Hi"])
    }

    @Test func edit_replacesInPlace_andDelete_removes() async throws {
        repository.replies = [.success([Fixture.comment("a", by: Fixture.alice), Fixture.comment("b")])]
        let interactor = makeInteractor()
        try await interactor.load {}
        #expect(try await interactor.edit(KijiDomain.Comment.ID("a"), body: "Changed") == 0)
        #expect(interactor.comments.map(\.body) == ["Changed", "A comment"])
        try await interactor.delete(KijiDomain.Comment.ID("a"))
        #expect(interactor.comments.map(\.id.rawValue) == ["b"])
    }
}
