import FoundationEssentials
import Synchronization

/// The Qiita API v2 client: sends ``QiitaRequest``s and returns their typed results.
///
/// It applies the rules every call shares: the token goes only to the configured host and only
/// over https (or plain http to this machine), a GET's redirects are followed without the token when
/// they leave that host, a write answered with a redirect fails with ``QiitaAPIError/redirectedWrite(method:status:location:)``
/// and is sent nowhere else, GETs are retried on timeouts and on 408, 429 and 5xx with back-off and jitter,
/// `Retry-After` and `Rate-Reset` are obeyed within a bound, and POST, PUT, PATCH and DELETE are never repeated.
/// Feeds outside the API (``fetchFeed(at:ifNoneMatch:)``) and any other file (``download(from:accept:maxBytes:mayRedirect:)``,
/// an article's images) go through the same rules, without the token.
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
        try request.decode(try await perform(try exchange(for: request, headers: [])))
    }

    /// Fetches a feed at `url`, which may lie outside the API (`https://qiita.com/popular-items/feed`)
    /// and its rate limit; with the ETag of a kept copy, a 304 says that copy is current.
    ///
    /// The token is never sent with it: feeds are public. Retries and redirects follow the same
    /// rules as API calls.
    public func fetchFeed(at url: URL, ifNoneMatch etag: String? = nil) async throws(QiitaAPIError) -> FeedDownload {
        let headers = etag.map { [HTTPHeader(name: "If-None-Match", value: $0)] } ?? []
        let exchange = Exchange(
            method: .get, url: url, body: nil, accept: "application/atom+xml, application/xml;q=0.9", headers: headers,
            sendsToken: false, accepts: { $0 == 200 || $0 == 304 })
        let response = try await perform(exchange)
        if response.status == 304 { return .notModified }
        return .fresh(response.body, etag: response.header("ETag"))
    }

    /// Sends a GET with the ETag of a kept answer in `If-None-Match`: a 304 says the kept answer
    /// stands, else the answer comes decoded as ``send(_:)`` decodes it, with its `ETag`.
    ///
    /// Without an ETag it is a plain ``send(_:)`` that also returns the answer's validator.
    public func send<Request: QiitaRequest>(
        _ request: Request, ifNoneMatch etag: String?
    ) async throws(QiitaAPIError) -> Conditional<Request.Response> {
        var exchange = try exchange(for: request, headers: etag.map { [HTTPHeader(name: "If-None-Match", value: $0)] } ?? [])
        exchange.accepts = { $0 == 304 || request.accepts(status: $0) }
        let response = try await perform(exchange)
        if response.status == 304 { return .notModified }
        return .fresh(try request.decode(response), etag: response.header("ETag"))
    }

    /// Fetches any file at `url` (an article's image on another host) with a plain GET, and returns
    /// its status, content type and body whatever the status, except those worth retrying (408,
    /// 429, 5xx), which are retried and then thrown.
    ///
    /// The token is never sent with it. A body over `maxBytes` aborts the transfer
    /// (``TransportFailure/responseTooLarge(limit:)``), before any byte when `Content-Length` says so.
    /// A redirect is followed only to an address `mayRedirect` allows; any other ends the call
    /// with the redirect's own status.
    public func download(
        from url: URL, accept: String, maxBytes: Int, mayRedirect: @escaping @Sendable (URL) -> Bool
    ) async throws(QiitaAPIError) -> FileDownload {
        let exchange = Exchange(
            method: .get, url: url, body: nil, accept: accept, headers: [], sendsToken: false,
            accepts: { !RetryPolicy.isRetryable(status: $0) }, maxResponseBytes: maxBytes, mayRedirect: mayRedirect)
        let response = try await perform(exchange)
        return FileDownload(status: response.status, contentType: response.header("Content-Type"), body: response.body)
    }

    /// One call as sent: what goes out, and which statuses end it with an answer rather than an error.
    private struct Exchange {
        var method: HTTPMethod
        var url: URL
        var body: Data?
        var accept: String
        var headers: [HTTPHeader]
        var sendsToken: Bool
        var accepts: (Int) -> Bool
        /// The body limit of this call, or nil for the transport's.
        var maxResponseBytes: Int? = nil
        /// Which redirect targets may be followed.
        var mayRedirect: (URL) -> Bool = { _ in true }
    }

    /// The exchange that sends `request` with `headers` added, once its URL is made and the token
    /// rules allow it.
    private func exchange<Request: QiitaRequest>(for request: Request, headers: [HTTPHeader]) throws(QiitaAPIError) -> Exchange {
        guard let url = URLBuilder.url(base: configuration.baseURL, pathSegments: request.pathSegments, query: request.query)
        else {
            throw .transport(.invalidURL, host: configuration.baseURL.absoluteString, detail: request.endpoint)
        }
        if request.tokenUse == .required { try checkTokenCanBeSent(to: url, endpoint: request.endpoint) }
        return Exchange(
            method: request.method, url: url, body: request.jsonBody, accept: "application/json", headers: headers,
            sendsToken: true, accepts: request.accepts(status:))
    }

    /// Sends `exchange` with the retry and redirect rules, and returns the first accepted response.
    private func perform(_ exchange: Exchange) async throws(QiitaAPIError) -> HTTPResponse {
        let method = exchange.method
        var url = exchange.url
        var retries = 0
        var redirects = 0
        while true {
            let response: HTTPResponse
            do {
                response = try await transport.send(httpRequest(url: url, exchange: exchange))
            } catch {
                guard case .transport(let failure, _, _) = error, method.isSafeToRetry,
                    RetryPolicy.isRetryable(failure), retries < configuration.retry.maxRetries
                else { throw error }
                try await pause(configuration.retry.backoff(beforeRetry: retries))
                retries += 1
                continue
            }
            if let limit = RateLimit(headersOf: response) { latestRateLimit.withLock { $0 = limit } }

            if !method.followsRedirects, let location = redirectLocation(of: response) {
                throw .redirectedWrite(method: method.rawValue, status: response.status, location: location)
            }
            if let target = redirectTarget(of: response, from: url), exchange.mayRedirect(target),
                redirects < configuration.maxRedirects
            {
                redirects += 1
                url = target
                continue
            }
            if exchange.accepts(response.status) { return response }

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

    private func httpRequest(url: URL, exchange: Exchange) -> HTTPRequest {
        var headers = [HTTPHeader(name: "Accept", value: exchange.accept)] + exchange.headers
        if exchange.body != nil { headers.append(HTTPHeader(name: "Content-Type", value: "application/json")) }
        if exchange.sendsToken, let token = configuration.accessToken, mayReceiveToken(url) {
            headers.append(HTTPHeader(name: "Authorization", value: "Bearer \(token.value)"))
        }
        return HTTPRequest(
            method: exchange.method, url: url, headers: headers, body: exchange.body, maxResponseBytes: exchange.maxResponseBytes)
    }

    /// Whether `url` is the configured API's origin and reached over a channel fit for secrets.
    private func mayReceiveToken(_ url: URL) -> Bool {
        guard let origin = Origin(url), let home = Origin(configuration.baseURL) else { return false }
        return origin == home && origin.protectsSecrets
    }

    /// The `Location` of a redirect (301, 302, 303, 307 or 308), as the server sent it; nil for any other answer.
    private func redirectLocation(of response: HTTPResponse) -> String? {
        guard [301, 302, 303, 307, 308].contains(response.status) else { return nil }
        return response.header("Location")
    }

    /// The address a GET's redirect points to, when it is an http or https URL.
    private func redirectTarget(of response: HTTPResponse, from url: URL) -> URL? {
        guard let location = redirectLocation(of: response),
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
