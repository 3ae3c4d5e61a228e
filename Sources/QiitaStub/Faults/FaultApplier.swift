/// Turns the normal response to a request into the faulty one a rule asks for.
enum FaultApplier {
    /// The response after `fault`; `now` is the stub's clock in UNIX seconds.
    /// The rate-limit headers of a client with no requests left, the limit resetting `resetIn`
    /// seconds after `now`.
    private static func usedUpRateLimit(resettingIn resetIn: Int, now: Int) -> [HeaderField] {
        [
            HeaderField("Rate-Limit", "60"), HeaderField("Rate-Remaining", "0"),
            HeaderField("Rate-Reset", String(now + resetIn)),
        ]
    }

    static func apply(_ fault: StubFault, to response: StubResponse, now: Int) -> StubResponse {
        var response = response
        switch fault {
        case .status(let code, let errorBody, let retryAfter):
            let headers = retryAfter.map { [HeaderField("Retry-After", String($0))] } ?? []
            let (message, type) = errorText(for: code)
            response = errorBody
                ? .qiitaError(code, message: message, type: type, headers: headers)
                : StubResponse(status: code, headers: headers, body: [])
        case .rateLimited(let resetIn, let retryAfter):
            var headers = usedUpRateLimit(resettingIn: resetIn, now: now)
            if let retryAfter { headers.append(HeaderField("Retry-After", String(retryAfter))) }
            response = .qiitaError(429, message: "Rate limit exceeded", type: "rate_limit_exceeded", headers: headers)
        case .rateLimitForbidden(let resetIn):
            let headers = usedUpRateLimit(resettingIn: resetIn, now: now)
            response = .qiitaError(403, message: "Rate limit exceeded", type: "rate_limit_exceeded", headers: headers)
        case .malformedJSON:
            response.status = 200
            response.body = Array(#"[{"id": "0123456789abcdef0123", "title": "half an item", "user": {"id": "#.utf8)
        case .truncatedBody:
            response.delivery = .truncated
        case .wrongContentType:
            response = StubResponse(
                status: 200, headers: [HeaderField("Content-Type", "text/html; charset=utf-8")],
                body: Array("<html><body><h1>Maintenance</h1><p>Back soon.</p></body></html>".utf8))
        case .oversizeBody(let bytes):
            response = .json(200, [UInt8(ascii: "[")] + [UInt8](repeating: 0x20, count: max(0, bytes - 2)) + [UInt8(ascii: "]")])
        case .oversizeHeader(let bytes):
            response.headers.append(HeaderField("X-Padding", String(repeating: "a", count: max(1, bytes))))
        case .delay(let seconds):
            response.delay = seconds
        case .trickle(let rate):
            response.delivery = .trickle(bytesPerSecond: rate)
        case .resetMidBody:
            response.delivery = .resetMidBody
        case .garbageBytes:
            response = StubResponse(status: 200, headers: [HeaderField("Content-Type", "image/png")], body: StubFiles.garbage)
        case .hugeImageHeader:
            response = StubResponse(status: 200, headers: [HeaderField("Content-Type", "image/png")], body: StubFiles.hugeHeaderPNG)
        case .redirect(let location, let status):
            response = StubResponse(status: status, headers: [HeaderField("Location", location)], body: [])
        case .errorMessage(let code, let message):
            response = .qiitaError(code, message: message, type: message)
        case .feedMalformed, .feedWithoutEntries, .feedEntryWithoutLink, .feedLinkToOtherHost, .feedOversize:
            // A feed's shape is changed where the feed is written (FeedRoutes); elsewhere these change nothing.
            break
        }
        return response
    }

    /// Qiita-style message and type for a status.
    static func errorText(for status: Int) -> (String, String) {
        switch status {
        case 400: ("Bad request", "bad_request")
        case 401: ("Unauthorized", "unauthorized")
        case 403: ("Forbidden", "forbidden")
        case 404: ("Not found", "not_found")
        case 429: ("Rate limit exceeded", "rate_limit_exceeded")
        case 500..<600: ("Internal server error", "internal_server_error")
        default: ("Error", "error")
        }
    }
}
