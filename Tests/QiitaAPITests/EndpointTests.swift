import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Endpoints over loopback HTTP")
struct EndpointTests {
    @Test func items_firstPage_hasTwentyNewestItems() async throws {
        let stub = try StubHarness(items: 200)
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.count == 20)
        #expect(page.elements.first?.id == stub.server.corpus.item(at: 0).id)
        #expect(page.elements.map(\.id) == (0..<20).map { stub.server.corpus.item(at: $0).id })
        let request = try #require(stub.requests(endingWith: "/items").first)
        #expect(request.queryValue("page") == "1")
        #expect(request.queryValue("per_page") == "20")
    }

    @Test func items_withPerPage_returnsThatManyFromTheRightOffset() async throws {
        let stub = try StubHarness(items: 200)
        let page = try await stub.send(ItemsRequest(page: PageQuery(page: 3, perPage: 7)))
        #expect(page.elements.map(\.id) == (14..<21).map { stub.server.corpus.item(at: $0).id })
    }

    @Test func items_withUserQuery_returnsOnlyThatUsersItems() async throws {
        let stub = try StubHarness(items: 300)
        let page = try await stub.send(ItemsRequest(page: PageQuery(perPage: 100), searchQuery: "user:alice"))
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.user.id == "alice" })
        #expect(page.links.totalCount == stub.server.corpus.itemIndices(byUser: stub.server.corpus.userIndex(id: "alice")!).count)
    }

    @Test func items_withTagAndWordQuery_matchesEveryTerm() async throws {
        let stub = try StubHarness(items: 300)
        let page = try await stub.send(ItemsRequest(page: PageQuery(perPage: 100), searchQuery: "tag:swift VIPER"))
        #expect(!page.elements.isEmpty)
        for item in page.elements {
            #expect(item.tags.contains { $0.name.lowercased() == "swift" })
            #expect(item.title.lowercased().contains("viper") || item.tags.contains { $0.name.lowercased() == "viper" })
        }
    }

    @Test func item_byID_carriesBodyDatesAuthorAndTags() async throws {
        let stub = try StubHarness()
        let expected = stub.server.corpus.item(at: 2)
        let item = try await stub.send(ItemRequest(itemID: expected.id))
        #expect(item.id == expected.id)
        #expect(item.title == expected.title)
        #expect(item.body == expected.body)
        #expect(item.tags.map(\.name) == expected.tags)
        #expect(item.user.id == stub.server.corpus.users[expected.authorIndex].id)
        #expect(item.createdAt == Date(timeIntervalSince1970: TimeInterval(expected.createdAt)))
        #expect(item.likesCount == expected.likesCount)
        #expect(item.url == "https://qiita.com/\(item.user.id)/items/\(item.id)")
    }

    @Test func item_unknownID_isNotFoundWithQiitasMessage() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(ItemRequest(itemID: "ffffffffffffffffffff"))
        }
        #expect(error == .notFound(QiitaErrorBody(message: "Not found", type: "not_found")))
    }

    @Test func user_returnsProfileWithCounts() async throws {
        let stub = try StubHarness()
        let user = try await stub.send(UserRequest(userID: "alice"))
        #expect(user.id == "alice")
        #expect(user.name == "Alice Walker")
        #expect(user.itemsCount == stub.server.corpus.itemIndices(byUser: stub.server.corpus.userIndex(id: "alice")!).count)
    }

    @Test func user_unknown_isNotFound() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(UserRequest(userID: "nobody-here"))
        }
        guard case .notFound(let body) = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(body?.type == "not_found")
    }

    @Test func userItems_areAllByThatUserNewestFirst() async throws {
        let stub = try StubHarness(items: 500)
        let page = try await stub.send(UserItemsRequest(userID: "kenji_tanaka", page: PageQuery(perPage: 100)))
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.user.id == "kenji_tanaka" })
        let dates = page.elements.compactMap(\.createdAt)
        #expect(dates == dates.sorted(by: >))
    }

    @Test func tagItems_areAllTaggedCaseInsensitively() async throws {
        let stub = try StubHarness(items: 300)
        let page = try await stub.send(TagItemsRequest(tag: "swift"))
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.tags.contains { $0.name.lowercased() == "swift" } })
    }

    @Test func tagItems_withSymbolsInName_areEscapedInThePath() async throws {
        let stub = try StubHarness(items: 2000)
        let page = try await stub.send(TagItemsRequest(tag: "C#"))
        #expect(page.elements.allSatisfy { $0.tags.contains { $0.name == "C#" } })
        #expect(stub.server.requests.last?.path == "/api/v2/tags/C#/items")
    }

    @Test func tagItems_unknownTag_isNotFound() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(TagItemsRequest(tag: "no-such-tag"))
        }
        #expect(error?.body?.type == "not_found")
    }

    @Test func stockAndUnstock_changeTheStubsStateAndTheStatus() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let itemID = stub.server.corpus.item(at: 5).id
        let before = try await stub.send(StockStatusRequest(itemID: itemID))
        try await stub.send(StockRequest(itemID: itemID))
        let afterStock = try await stub.send(StockStatusRequest(itemID: itemID))
        let stocks = try await stub.send(UserStocksRequest(userID: "alice"))
        let stockers = try await stub.send(StockersRequest(itemID: itemID))
        try await stub.send(UnstockRequest(itemID: itemID))
        let afterUnstock = try await stub.send(StockStatusRequest(itemID: itemID))

        #expect(before == false)
        #expect(afterStock == true)
        #expect(stocks.elements.first?.id == itemID)
        #expect(stockers.elements.contains { $0.id == "alice" })
        #expect(afterUnstock == false)
        #expect(stub.server.requests.filter { $0.method == "PUT" }.count == 1)
        #expect(stub.server.requests.filter { $0.method == "DELETE" }.count == 1)
    }

    @Test func stock_withoutToken_failsBeforeSendingAnything() async throws {
        let stub = try StubHarness(token: nil)
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(StockRequest(itemID: stub.server.corpus.item(at: 0).id))
        }
        #expect(error == .tokenRequired(endpoint: "PUT /items/\(stub.server.corpus.item(at: 0).id)/stock"))
        #expect(stub.server.requests.isEmpty)
    }

    @Test func stockStatus_withWrongToken_isUnauthorized() async throws {
        let stub = try StubHarness(token: "not-a-valid-token")
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(StockStatusRequest(itemID: stub.server.corpus.item(at: 0).id))
        }
        #expect(error == .unauthorized(QiitaErrorBody(message: "Unauthorized", type: "unauthorized")))
    }

    @Test func authenticatedUser_isTheTokensOwnerWithPrivateFields() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let me = try await stub.send(AuthenticatedUserRequest())
        #expect(me.user.id == "alice")
        #expect(me.imageMonthlyUploadLimit == 104_857_600)
        #expect(stub.server.requests.last?.header("Authorization") == "Bearer \(QiitaStubOptions.demoToken)")
    }
}
