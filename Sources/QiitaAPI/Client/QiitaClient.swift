import FoundationEssentials
import Synchronization

/// The Qiita API v2 client: sends ``QiitaRequest``s and returns their typed results.
///
/// It applies the rules every call shares: the token goes only to the configured host and only
/// over https (or plain http to this machine), redirects are followed without the token when they
/// leave that host, GETs are retried on timeouts and on 408, 429 and 5xx with back-off and jitter,
/// `Retry-After` and `Rate-Reset` are obeyed within a bound, and POST, PUT, PATCH and DELETE are never repeated.
public final class QiitaClient: Sendable {
    /// The configuration this client was made with.
    public let configuration: QiitaClientConfiguration
    private let transport: any HTTPTransport
    private let latestRateLimit = Mutex<RateLimit?>(nil)

    /// Creates a client over `transport`, by default a new ``CurlTransport``.
    public init(configuration: QiitaClientConfiguration, transport: (any HTTPTransport)? = nil) {
        self.configuration = configuration
        self.transport = transport ?? CurlTransport(configuration: configuration.transport)
    }

    /// The rate-limit facts of the most recent response that carried them.
    public var rateLimit: RateLimit? { latestRateLimit.withLock { $0 } }

    /// Sends a request and returns its result; cancelling the calling task aborts it.
    public func send<Request: QiitaRequest>(_ request: Request) async throws(QiitaAPIError) -> Request.Response {
        guard let firstURL = URLBuilder.url(base: configuration.baseURL, pathSegments: request.pathSegments, query: request.query)
        else {
            throw .transport(.invalidURL, host: configuration.baseURL.absoluteString, detail: request.endpoint)
        }
        if request.tokenUse == .required { try checkTokenCanBeSent(to: firstURL, endpoint: request.endpoint) }

        var url = firstURL
        var method = request.method
        var body = request.jsonBody
        var retries = 0
        var redirects = 0
        while true {
            let response: HTTPResponse
            do {
                response = try await transport.send(httpRequest(method: method, url: url, body: body))
            } catch {
                guard case .transport(let failure, _, _) = error, method.isSafeToRetry,
                    RetryPolicy.isRetryable(failure), retries < configuration.retry.maxRetries
                else { throw error }
                try await pause(configuration.retry.backoff(beforeRetry: retries))
                retries += 1
                continue
            }
            if let limit = RateLimit(headersOf: response) { latestRateLimit.withLock { $0 = limit } }

            if let target = redirectTarget(of: response, from: url), redirects < configuration.maxRedirects {
                redirects += 1
                url = target
                if response.status == 303 {
                    method = .get
                    body = nil
                }
                continue
            }
            if request.accepts(status: response.status) { return try request.decode(response) }

            let error = StatusErrorMapper.error(for: response)
            guard method.isSafeToRetry, RetryPolicy.isRetryable(status: response.status),
                retries < configuration.retry.maxRetries,
                let wait = retryWait(after: response, retry: retries)
            else { throw error }
            try await pause(wait)
            retries += 1
        }
    }

    private func checkTokenCanBeSent(to url: URL, endpoint: String) throws(QiitaAPIError) {
        guard configuration.accessToken != nil else { throw .tokenRequired(endpoint: endpoint) }
        guard let origin = Origin(url), origin.protectsSecrets else {
            throw .insecureTokenTransport(host: url.host ?? url.absoluteString)
        }
    }

    private func httpRequest(method: HTTPMethod, url: URL, body: Data?) -> HTTPRequest {
        var headers = [HTTPHeader(name: "Accept", value: "application/json")]
        if body != nil { headers.append(HTTPHeader(name: "Content-Type", value: "application/json")) }
        if let token = configuration.accessToken, mayReceiveToken(url) {
            headers.append(HTTPHeader(name: "Authorization", value: "Bearer \(token.value)"))
        }
        return HTTPRequest(method: method, url: url, headers: headers, body: body)
    }

    /// Whether `url` is the configured API's origin and reached over a channel fit for secrets.
    private func mayReceiveToken(_ url: URL) -> Bool {
        guard let origin = Origin(url), let home = Origin(configuration.baseURL) else { return false }
        return origin == home && origin.protectsSecrets
    }

    private func redirectTarget(of response: HTTPResponse, from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("Location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else { return nil }
        return target
    }

    /// How long to wait before retrying after an error status, or nil to fail at once.
    private func retryWait(after response: HTTPResponse, retry: Int) -> Double? {
        let policy = configuration.retry
        if let requested = ServerWait.requested(by: response, now: Date()) {
            return requested <= policy.maxServerRequestedWait ? requested : nil
        }
        return policy.backoff(beforeRetry: retry)
    }

    private func pause(_ seconds: Double) async throws(QiitaAPIError) {
        do {
            try await Task.sleep(for: .seconds(seconds))
        } catch {
            throw .transport(.cancelled, host: configuration.baseURL.host ?? "", detail: "cancelled while waiting to retry")
        }
    }
}
