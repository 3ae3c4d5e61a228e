import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// A stub server and a client pointed at it, for one test; the server stops with the harness.
final class StubHarness: Sendable {
    let server: QiitaStubServer
    let client: QiitaClient

    static let userAgent = "kiji/test"
    /// A token the stub accepts for `bob`, without the write scope.
    static let readOnlyToken = "kiji-read-only-token"

    /// Starts a stub with a small corpus and a client with quick retries.
    init(
        items: Int = 200, token: String? = nil, retry: RetryPolicy = .quick,
        transport: TransportConfiguration = .standard(userAgent: StubHarness.userAgent)
    ) throws {
        server = try QiitaStubServer(options: QiitaStubOptions(
            corpus: CorpusOptions(itemCount: items),
            tokens: [QiitaStubOptions.demoToken: "alice", Self.readOnlyToken: "bob"], readOnlyTokens: [Self.readOnlyToken]))
        client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: server.baseURL, accessToken: token.flatMap(AccessToken.init), transport: transport, retry: retry))
    }

    deinit { server.stop() }

    /// Sends a request with the harness's client; the harness, and so the stub, lives until it returns.
    func send<Request: QiitaRequest>(_ request: Request) async throws(QiitaAPIError) -> Request.Response {
        try await client.send(request)
    }

    /// The requests the stub received for paths ending in `suffix`.
    func requests(endingWith suffix: String) -> [StubRequest] {
        server.requests.filter { $0.path.hasSuffix(suffix) }
    }
}

extension RetryPolicy {
    /// Three retries with back-off short enough for tests; server waits obeyed up to 3 s.
    static let quick = RetryPolicy(maxRetries: 3, initialDelay: 0.01, maxDelay: 0.05, jitter: 0.5, maxServerRequestedWait: 3)
}

/// Runs `body` and returns the `QiitaAPIError` it throws, recording an issue if it succeeds.
func expectAPIError<T>(
    _ body: () async throws(QiitaAPIError) -> T, sourceLocation: SourceLocation = #_sourceLocation
) async -> QiitaAPIError? {
    do {
        let value = try await body()
        Issue.record("expected an error, got \(value)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Polls `condition` every 10 ms until it holds or 10 s pass; returns whether it held.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
