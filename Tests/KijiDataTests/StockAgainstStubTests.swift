import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

@Suite("RemoteStockRepository against the stub's stock state")
struct StockAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let stocks: RemoteStockRepository
        let items: RemoteItemRepository

        init(token: String? = QiitaStubOptions.demoToken) throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 200)))
            let client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, accessToken: token.flatMap(AccessToken.init),
                transport: .standard(userAgent: "kiji/test"), retry: .never))
            stocks = RemoteStockRepository(client: client)
            items = RemoteItemRepository(client: client)
        }

        deinit { server.stop() }

        /// An item alice has not stocked.
        func unstockedItem() async throws -> Item.ID {
            for slot in 0..<server.corpus.itemCount {
                let id = Item.ID(server.corpus.item(at: slot, withBody: false).id)
                if try await !stocks.isStocked(id) { return id }
            }
            throw CocoaError(.featureUnsupported)
        }

        func aliceStocks() async throws -> [Item.ID] {
            try await items.items(in: .stocks(User.ID("alice")), page: 1, perPage: 100).elements.map(\.id)
        }
    }

    @Test func stocking_changesTheStatusAndTheUsersStocks() async throws {
        let harness = try Harness()
        let id = try await harness.unstockedItem()
        try await harness.stocks.setStocked(id, true)
        #expect(try await harness.stocks.isStocked(id))
        #expect(try await harness.aliceStocks().first == id)
        #expect(harness.server.requests.last(where: { $0.method == "PUT" })?.path == "/api/v2/items/\(id)/stock")
    }

    @Test func unstocking_removesItAgain() async throws {
        let harness = try Harness()
        let id = try await harness.unstockedItem()
        try await harness.stocks.setStocked(id, true)
        try await harness.stocks.setStocked(id, false)
        #expect(try await !harness.stocks.isStocked(id))
        #expect(try await !harness.aliceStocks().contains(id))
        #expect(harness.server.requests.contains { $0.method == "DELETE" })
    }

    @Test func withoutAToken_saysHowToLogInAndSendsNothing() async throws {
        let harness = try Harness(token: nil)
        #expect(!harness.stocks.hasToken)
        let error = await #expect(throws: LoadError.self) { try await harness.stocks.setStocked(Item.ID("x"), true) }
        #expect(error?.message == "Stocking needs a Qiita access token: run kiji login or set QIITA_ACCESS_TOKEN.")
        #expect(harness.server.requests.isEmpty)
    }

    @Test func aRejectedToken_isReportedWithoutTheToken() async throws {
        let harness = try Harness(token: "not-a-stub-token")
        let error = await #expect(throws: LoadError.self) { try await harness.stocks.setStocked(Item.ID("x"), true) }
        #expect(error?.kind == .unauthorized)
        #expect(error.map { "\($0.message) \($0.detail) \($0)" }?.contains("not-a-stub-token") == false)
    }

    @Test func stockingAnsweredWith307_namesWhereTheServerPointedAndSendsNothingThere() async throws {
        let harness = try Harness()
        let id = try await harness.unstockedItem()
        let target = "\(harness.server.baseURL)/elsewhere"
        harness.server.setFaults([
            StubFaultRule(method: "PUT", path: "/items/\(id)/stock", fault: .redirect(location: target, status: 307))
        ])
        let error = await #expect(throws: LoadError.self) { try await harness.stocks.setStocked(id, true) }
        #expect(error?.message == "Qiita answered the PUT with HTTP 307, so nothing was changed; it was not sent on to \(target).")
        #expect(!harness.server.requests.contains { $0.path.hasSuffix("/elsewhere") })
        #expect(try await !harness.stocks.isStocked(id))
    }
}

