import FoundationEssentials
import LeanFoundation

/// How long a response asks the client to wait before trying again.
enum ServerWait {
    /// Seconds from `now` that `Retry-After` asks for, or that `Rate-Reset` implies when a 429
    /// says no requests remain; nil when the response asks for nothing.
    static func requested(by response: HTTPResponse, now: Date) -> Double? {
        if let retryAfter = response.header("Retry-After").flatMap({ retryAfterDate($0, now: now) }) {
            return max(0, retryAfter.timeIntervalSince(now))
        }
        if response.status == 429, response.header("Rate-Remaining") == "0",
            let reset = response.header("Rate-Reset").flatMap(Double.init)
        {
            return max(0, reset - now.timeIntervalSince1970)
        }
        return nil
    }

    /// When requests are allowed again after a 429, from `Rate-Reset` or else `Retry-After`.
    static func resetDate(of response: HTTPResponse, now: Date) -> Date? {
        if let reset = response.header("Rate-Reset").flatMap(Double.init) {
            return Date(timeIntervalSince1970: reset)
        }
        return response.header("Retry-After").flatMap { retryAfterDate($0, now: now) }
    }

    /// `Retry-After` as delay seconds or as an HTTP date (RFC 9110 §10.2.3).
    private static func retryAfterDate(_ value: String, now: Date) -> Date? {
        let trimmed = value.trimmingWhitespace()
        if let seconds = Double(trimmed) { return now.addingTimeInterval(seconds) }
        return HTTPDate.parse(trimmed)
    }
}
