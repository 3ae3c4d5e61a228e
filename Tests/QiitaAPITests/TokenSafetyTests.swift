import Foundation
import QiitaAPI
import QiitaStub
import Synchronization
import Testing

@Suite("The token goes to the configured host only")
struct TokenSafetyTests {
    @Test func token_isSentAsBearerToTheConfiguredHost() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        _ = try await stub.send(ItemsRequest())
        #expect(stub.server.requests.last?.header("Authorization") == "Bearer \(QiitaStubOptions.demoToken)")
    }

    @Test func redirectToAnotherHost_isFollowedWithoutTheToken() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let foreign = try QiitaStubServer()
        defer { foreign.stop() }
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .redirect(location: "\(foreign.baseURL)/items"))])

        let page = try await stub.send(ItemsRequest())

        #expect(page.elements.count == 20)
        #expect(stub.server.requests.last?.header("Authorization") != nil)
        let followed = try #require(foreign.requests.last)
        #expect(followed.path == "/api/v2/items")
        #expect(followed.header("Authorization") == nil)
    }

    @Test func redirectWithinTheSameHost_keepsTheToken() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .redirect(location: "/api/v2/users/alice/items"))])
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.allSatisfy { $0.user.id == "alice" })
        #expect(stub.requests(endingWith: "/users/alice/items").last?.header("Authorization") == "Bearer \(QiitaStubOptions.demoToken)")
    }

    @Test func requiredToken_overPlainHTTPToARemoteHost_isRefusedBeforeSending() async throws {
        let (client, transport) = recordingClient(baseURL: "http://qiita.kiji-test.invalid/api/v2")
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await client.send(AuthenticatedUserRequest()) }
        #expect(error == .insecureTokenTransport(host: "qiita.kiji-test.invalid"))
        #expect(transport.requests.isEmpty)
    }

    @Test func optionalToken_overPlainHTTPToARemoteHost_isLeftOut() async throws {
        let (client, transport) = recordingClient(baseURL: "http://qiita.kiji-test.invalid/api/v2")
        _ = try await client.send(ItemsRequest())
        let sent = try #require(transport.requests.first)
        #expect(!sent.headers.contains { $0.name == "Authorization" })
    }

    @Test func token_overHTTPSToTheConfiguredHost_isSent() async throws {
        let (client, transport) = recordingClient(baseURL: "https://team.kiji-test.invalid/api/v2")
        _ = try await client.send(ItemsRequest())
        let sent = try #require(transport.requests.first)
        #expect(sent.headers.contains(HTTPHeader(name: "Authorization", value: "Bearer secret-token")))
        #expect(sent.url.absoluteString == "https://team.kiji-test.invalid/api/v2/items?page=1&per_page=20")
    }

    /// A client with a secret token over a transport that records requests and sends nothing.
    private func recordingClient(baseURL: String) -> (QiitaClient, RecordingTransport) {
        let transport = RecordingTransport()
        let client = QiitaClient(
            configuration: QiitaClientConfiguration(
                baseURL: URL(string: baseURL)!, accessToken: AccessToken("secret-token"),
                transport: .standard(userAgent: "kiji/test")),
            transport: transport)
        return (client, transport)
    }

    @Test func accessToken_neverPrintsItself() throws {
        let token = try #require(AccessToken("  secret-token-123\n"))
        #expect("\(token)" == "<redacted>")
        #expect(String(reflecting: token) == "AccessToken(<redacted>)")
        #expect(!String(describing: [token]).contains("secret"))
    }

    @Test func accessToken_rejectsEmptyAndMultiWordText() {
        #expect(AccessToken("   ") == nil)
        #expect(AccessToken("two words") == nil)
    }
}

/// A transport that records what it would send and answers an empty page, without any network.
final class RecordingTransport: HTTPTransport {
    private let sent = Mutex<[HTTPRequest]>([])

    var requests: [HTTPRequest] { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(QiitaAPIError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return HTTPResponse(status: 200, headers: [], body: Data("[]".utf8))
    }
}
