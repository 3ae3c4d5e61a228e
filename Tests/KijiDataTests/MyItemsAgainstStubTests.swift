import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

/// The author's own items over libcurl from the stub, for an author with more than Qiita's 100 a
/// page: every page in turn, newest first, each item once, with page views.
@Suite("The author's items against the stub")
struct MyItemsAgainstStubTests {
    @Test func anAuthorOfMoreThanAHundredArticles_isReadPageByPage_toTheLastOne() async throws {
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 12_000)))
        defer { server.stop() }
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: server.baseURL, accessToken: AccessToken(QiitaStubOptions.demoToken),
            transport: .standard(userAgent: "kiji/test"), retry: .never))
        let alice = try #require(server.corpus.userIndex(id: "alice"))
        let written = server.corpus.itemIndices(byUser: alice).count
        try #require(written > 100)

        let mine = RemoteMyItems(client: client)
        var pages: [Page<MyItem>] = []
        var next: Int? = 1
        while let number = next, pages.count < 10 {
            let page = try await mine.myItems(page: number, perPage: 100)
            pages.append(page)
            next = page.nextPage
        }
        let articles = pages.flatMap(\.elements)
        #expect(next == nil)
        #expect(pages.first?.elements.count == 100)
        #expect(pages.count == (written + 99) / 100)
        #expect(articles.count == written)
        #expect(Set(articles.map(\.id)).count == written)
        #expect(articles.allSatisfy { $0.pageViewsCount != nil && $0.summary.author == User.ID("alice") })
        let days = articles.compactMap(\.summary.createdAt)
        #expect(days.count == written)
        #expect(zip(days, days.dropFirst()).allSatisfy { $0 >= $1 })
    }
}
