import FoundationEssentials
import Synchronization

/// Options for a stub server.
public struct QiitaStubOptions: Sendable {
    /// The port on 127.0.0.1; 0 picks a free one.
    public var port: UInt16
    /// The corpus to serve.
    public var corpus: CorpusOptions
    /// Access tokens the stub accepts, each mapped to the login of the user it belongs to.
    public var tokens: [String: String]
    /// Those of ``tokens`` that have only the `read_qiita` scope: writing a comment with one answers 403.
    public var readOnlyTokens: Set<String>
    /// Those of ``tokens`` that have only the `write_qiita` scope: `GET /authenticated_user` with one answers 403.
    public var writeOnlyTokens: Set<String>
    /// Seconds added before every response.
    public var latency: Double
    /// A file to append one line per request to (`GET /popular-items/feed`), for scripts; nil for none.
    public var requestLogPath: String?

    /// The environment variable the demo reads ``requestLogPath`` from.
    public static let requestLogVariable = "KIJI_STUB_REQUEST_LOG"

    /// The token the demo accepts, belonging to `alice`. It is not a secret: it opens only the stub.
    public static let demoToken = "kiji-demo-token"

    /// Creates options.
    public init(
        port: UInt16 = 0, corpus: CorpusOptions = CorpusOptions(),
        tokens: [String: String] = [demoToken: "alice"], readOnlyTokens: Set<String> = [], writeOnlyTokens: Set<String> = [],
        latency: Double = 0, requestLogPath: String? = nil
    ) {
        self.port = port
        self.corpus = corpus
        self.tokens = tokens
        self.readOnlyTokens = readOnlyTokens
        self.writeOnlyTokens = writeOnlyTokens
        self.latency = latency
        self.requestLogPath = requestLogPath
    }
}

/// Our own Qiita API v2 on 127.0.0.1: the corpus served with Qiita's JSON, headers, paging,
/// errors, token checks, stock and follow state, the Atom feeds (`/popular-items/feed`,
/// `/tags/:tag/feed`), and faults on demand.
public final class QiitaStubServer: Sendable {
    /// The port it listens on.
    public let port: UInt16
    /// The content it serves.
    public let corpus: Corpus
    private let http: LoopbackHTTPServer
    private let state: StubState

    /// Starts a server; it runs on threads of its own until ``stop()``.
    ///
    /// The port is bound first, so the corpus's image links name it (``CorpusOptions/fileOrigin``).
    public init(options: QiitaStubOptions = QiitaStubOptions()) throws(StubServerError) {
        let answering = LateHandler()
        http = try LoopbackHTTPServer(port: options.port, handler: answering.handle)
        port = http.port
        var corpusOptions = options.corpus
        corpusOptions.fileOrigin = "http://127.0.0.1:\(port)"
        let corpus = Corpus(options: corpusOptions)
        let state = StubState(
            latency: options.latency, now: Int(Date().timeIntervalSince1970), requestLogPath: options.requestLogPath)
        let handler = QiitaAPIHandler(
            corpus: corpus, state: state, tokens: options.tokens, readOnlyTokens: options.readOnlyTokens,
            writeOnlyTokens: options.writeOnlyTokens, clock: { Int(Date().timeIntervalSince1970) })
        answering.handler.withLock { $0 = handler }
        self.corpus = corpus
        self.state = state
    }

    /// The site's root, where the feeds are, e.g. `http://127.0.0.1:49152`.
    public var origin: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The API root, e.g. `http://127.0.0.1:49152/api/v2`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/api/v2")! }

    /// Stops listening and closes every connection; its port refuses connections while this
    /// server exists, rather than passing to the next server started.
    public func stop() { http.stop() }

    /// TCP connections accepted so far.
    public var acceptedConnections: Int { http.acceptedConnections }
    /// Responses abandoned because the client hung up first (during a delay or a trickle).
    public var clientAborts: Int { http.clientAborts }
    /// Responses sent gzip-compressed.
    public var gzipResponses: Int { http.gzipResponses }
    /// The most requests answered at one time (a delay included), over the server's life.
    public var peakConcurrentResponses: Int { http.peakConcurrentResponses }
    /// The requests received, oldest first (the newest 10,000).
    public var requests: [StubRequest] { state.requests }

    /// Replaces the fault rules; the first rule that matches a request applies.
    public func setFaults(_ rules: [StubFaultRule]) { state.setFaults(rules) }
    /// Adds a fault rule after the existing ones.
    public func addFault(_ rule: StubFaultRule) { state.addFault(rule) }
    /// Lifts every fault.
    public func clearFaults() { state.setFaults([]) }

    /// Seconds added before every response.
    public var latency: Double {
        get { state.latency }
        set { state.latency = newValue }
    }
}

/// The handler of a server whose port must be known before its handler can be made; a request
/// that arrives before then is answered 503.
private final class LateHandler: Sendable {
    let handler = Mutex<QiitaAPIHandler?>(nil)

    func handle(_ request: StubRequest) -> StubResponse {
        guard let handler = handler.withLock({ $0 }) else { return .qiitaError(503, message: "Starting", type: "starting") }
        return handler.handle(request)
    }
}
