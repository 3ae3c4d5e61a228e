import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

@Suite("RemoteItemRepository against the stub")
struct RemoteItemRepositoryTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let repository: RemoteItemRepository

        init(items: Int = 300) throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: items)))
            repository = RemoteItemRepository(client: QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, transport: .standard(userAgent: "kiji/test"), retry: .never)))
        }

        deinit { server.stop() }

        func items(_ source: ItemListSource, page: Int = 1, perPage: Int = 20) async throws(LoadError) -> Page<Item> {
            try await repository.items(in: source, page: page, perPage: perPage)
        }
    }

    @Test(arguments: [
        (ItemListSource.all, "/api/v2/items", nil as String?),
        (.search("tag:swift"), "/api/v2/items", "tag:swift"),
        (.user(User.ID("alice")), "/api/v2/users/alice/items", nil),
        (.tag(Tag("Swift")), "/api/v2/tags/Swift/items", nil),
        (.stocks(User.ID("alice")), "/api/v2/users/alice/stocks", nil),
    ])
    func eachSource_asksItsEndpoint(source: ItemListSource, path: String, query: String?) async throws {
        let harness = try Harness()
        _ = try await harness.items(source)
        let request = try #require(harness.server.requests.last)
        #expect(request.path == path)
        #expect(request.queryValue("query") == query)
    }

    @Test func page_mapsItemsAndPagingFacts() async throws {
        let harness = try Harness(items: 45)
        let first = try await harness.items(.all)
        let last = try await harness.items(.all, page: 3)
        #expect(first.elements.count == 20)
        #expect(first.nextPage == 2)
        #expect(first.totalCount == 45)
        #expect(first.rateLimit?.limit == 60)
        #expect(last.elements.count == 5)
        #expect(last.nextPage == nil)
        let expected = harness.server.corpus.item(at: 0)
        #expect(first.elements[0].id == Item.ID(expected.id))
        #expect(first.elements[0].author.id == User.ID(harness.server.corpus.users[expected.authorIndex].id))
        #expect(first.elements[0].tags.map(\.name) == expected.tags)
        #expect(first.elements.map(\.commentsCount) == (0..<20).map { harness.server.corpus.item(at: $0).commentsCount })
        #expect(first.elements.contains { $0.commentsCount > 0 })
    }

    @Test func unknownUser_isNotFoundWithASentence() async throws {
        let harness = try Harness()
        do {
            _ = try await harness.items(.user(User.ID("nobody-at-all")))
            Issue.record("expected notFound")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message.hasSuffix("."))
            #expect(error.detail.contains("not_found"))
        }
    }

    @Test func serverGone_isUnreachable() async throws {
        let harness = try Harness()
        harness.server.stop()
        do {
            _ = try await harness.items(.all)
            Issue.record("expected unreachable")
        } catch {
            #expect(error.kind == .unreachable)
        }
    }

    @Test func item_hasItsBody() async throws {
        let harness = try Harness()
        let expected = harness.server.corpus.item(at: 3)
        let item = try await harness.repository.item(Item.ID(expected.id))
        #expect(item.body == expected.body)
        #expect(item.url.hasSuffix(expected.id))
    }

    @Test func readMarks_rememberOpenedItems() {
        let marks = InMemoryReadMarks()
        marks.markRead(Item.ID("a"))
        #expect(marks.isRead(Item.ID("a")))
        #expect(!marks.isRead(Item.ID("b")))
    }
}
