import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

@Suite("The comment repository against the stub and a real SQLite file")
struct CommentRepositoryAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder
        let store: CacheStore
        let client: QiitaClient

        init(token: String? = QiitaStubOptions.demoToken) throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 200)))
            folder = try TemporaryFolder()
            store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
            client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, accessToken: token.flatMap(AccessToken.init),
                transport: .standard(userAgent: "kiji/test"), retry: .never))
        }

        deinit { server.stop() }

        var online: CachedCommentRepository { CachedCommentRepository(remote: RemoteCommentRepository(client: client), store: store) }

        /// The repository `kiji --offline` builds, on a fresh connection to the same file.
        func offline() throws -> CachedCommentRepository {
            CachedCommentRepository(remote: nil, store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        }

        func item(_ slot: Int) -> Item.ID { Item.ID(server.corpus.item(at: slot, withBody: false).id) }

        func commentRequests() -> Int { server.requests.filter { $0.path.hasSuffix("/comments") }.count }
    }

    @Test func comments_areOldestFirstAsTheCorpusHasThem() async throws {
        let harness = try Harness()
        let comments = try await harness.online.comments(of: harness.item(1))
        let expected = harness.server.corpus.comments(ofItemAt: 1)
        #expect(comments.map(\.id.rawValue) == expected.map(\.id))
        #expect(comments.first?.user.id.rawValue == harness.server.corpus.users[expected[0].authorIndex].id)
        #expect(comments.contains { $0.isEdited })
    }

    @Test func fetchedComments_areServedOfflineWithoutTheNetwork() async throws {
        let harness = try Harness()
        let fetched = try await harness.online.comments(of: harness.item(0))
        let requests = harness.commentRequests()
        let offline = try harness.offline()
        let cached = try #require(await offline.cachedComments(of: harness.item(0)))
        #expect(cached.comments == fetched)
        #expect(harness.commentRequests() == requests)
        do {
            _ = try await offline.comments(of: harness.item(0))
            Issue.record("fetching offline should fail")
        } catch {
            #expect(error.kind == .offline)
        }
        #expect(await offline.cachedComments(of: harness.item(2)) == nil)
    }

    @Test func posting_appearsInTheListAndInTheCache() async throws {
        let harness = try Harness()
        let repository = harness.online
        let before = try await repository.comments(of: harness.item(0))
        let posted = try await repository.post("コメントします @bob", on: harness.item(0))
        #expect(posted.user.id == User.ID("alice"))
        #expect(try await repository.comments(of: harness.item(0)).last == posted)
        let cached = await repository.cachedComments(of: harness.item(0))
        #expect(cached?.comments == before + [posted])
    }

    @Test func posting_isSentOnceEvenWhenTheServerFails() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(method: "POST", path: "/items/*/comments", fault: .status(500))])
        do {
            _ = try await harness.online.post("once", on: harness.item(0))
            Issue.record("the post should fail")
        } catch {
            #expect(error.kind == .server)
        }
        #expect(harness.server.requests.filter { $0.method == "POST" }.count == 1)
    }

    @Test func editingAndDeleting_changeTheServerAndTheCache() async throws {
        let harness = try Harness()
        let repository = harness.online
        let posted = try await repository.post("first", on: harness.item(3))
        _ = try await repository.comments(of: harness.item(3))
        let edited = try await repository.edit(posted.id, body: "second")
        #expect(edited.body == "second")
        #expect(edited.isEdited)
        #expect(await repository.cachedComments(of: harness.item(3))?.comments.last?.body == "second")
        try await repository.delete(posted.id)
        #expect(await repository.cachedComments(of: harness.item(3))?.comments.contains { $0.id == posted.id } == false)
        #expect(try await repository.comments(of: harness.item(3)).contains { $0.id == posted.id } == false)
    }

    @Test func writing_withoutAToken_saysHowToLogIn() async throws {
        let harness = try Harness(token: nil)
        do {
            _ = try await harness.online.post("hello", on: harness.item(0))
            Issue.record("posting without a token should fail")
        } catch {
            #expect(error.kind == .unauthorized)
            #expect(error.message.contains("kiji login"))
        }
        #expect(harness.commentRequests() == 0)
    }

    @Test func writing_offline_saysSoWithoutTheNetwork() async throws {
        let harness = try Harness()
        let offline = try harness.offline()
        do {
            _ = try await offline.post("hello", on: harness.item(0))
            Issue.record("posting offline should fail")
        } catch {
            #expect(error.kind == .offline)
        }
        #expect(harness.server.requests.isEmpty)
    }

    @Test func unknownItem_isNotFound() async throws {
        let harness = try Harness()
        do {
            _ = try await harness.online.comments(of: Item.ID("ffffffffffffffffffff"))
            Issue.record("an unknown item should fail")
        } catch {
            #expect(error.kind == .notFound)
        }
    }
}
