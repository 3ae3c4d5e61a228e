import FoundationEssentials
import LeanFoundation

/// Turns an unsuccessful HTTP response into the matching ``QiitaAPIError``.
enum StatusErrorMapper {
    /// The error for a response whose status the request does not accept.
    static func error(for response: HTTPResponse, now: Date = Date()) -> QiitaAPIError {
        let body = try? JSONDecoder().decode(QiitaErrorBody.self, from: response.body)
        switch response.status {
        case 401: return .unauthorized(body)
        case 403 where response.header("Rate-Remaining")?.trimmingWhitespace() == "0":
            // Qiita answers an exhausted rate limit with 403 and `Rate-Remaining: 0`.
            return .rateLimited(resetsAt: ServerWait.resetDate(of: response, now: now), body: body)
        case 403: return .forbidden(body)
        case 404: return .notFound(body)
        case 429: return .rateLimited(resetsAt: ServerWait.resetDate(of: response, now: now), body: body)
        case 500..<600: return .server(status: response.status, body: body)
        default: return .http(status: response.status, body: body)
        }
    }
}
