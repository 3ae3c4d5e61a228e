import FoundationEssentials
import LeanFoundation

extension QiitaAPIError: CustomStringConvertible {
    /// One sentence that says what happened and what the user can do about it.
    public var description: String { userMessage(timeZone: .system) }

    /// One sentence that says what happened and what the user can do, with times in `timeZone`.
    public func userMessage(timeZone: LocalTimeZone) -> String {
        switch self {
        case .transport(let failure, let host, _):
            return Self.message(for: failure, host: host)
        case .unauthorized:
            return "Qiita rejected the access token; check QIITA_ACCESS_TOKEN or log in again."
        case .forbidden(let body):
            return "Qiita refused access\(Self.quoted(body)); the token may lack the needed scope."
        case .notFound(let body):
            return "Not found on Qiita\(Self.quoted(body)); it may have been deleted or renamed."
        case .rateLimited(let resetsAt, _):
            guard let resetsAt else { return "Qiita's rate limit is used up; wait a while, then try again." }
            return "Qiita's rate limit is used up; it resets at \(Self.clockTime(resetsAt, timeZone: timeZone))."
        case .server(let status, _):
            return "Qiita had a server error (HTTP \(status)); try again in a moment."
        case .http(let status, let body):
            return "Qiita answered HTTP \(status)\(Self.quoted(body)); the request was not carried out."
        case .decoding(let endpoint, _):
            return "The answer to \(endpoint) was not the JSON Qiita sends; try again, or check the base URL."
        case .tokenRequired:
            return "This needs a Qiita access token; set QIITA_ACCESS_TOKEN or log in."
        case .insecureTokenTransport(let host):
            return "The access token was not sent to \(host) over plain http; use an https base URL."
        case .redirectedWrite(let method, let status, let location):
            return "Qiita answered the \(method) with HTTP \(status), so nothing was changed; it was not sent on to \(location)."
        }
    }

    private static func message(for failure: TransportFailure, host: String) -> String {
        switch failure {
        case .hostNotFound:
            "Could not find the server \(host); check the network connection and the base URL."
        case .connectionRefused:
            "Could not connect to \(host); the server may be down, so try again later."
        case .timedOut:
            "\(host) took too long to answer; try again."
        case .tooSlow:
            "The connection to \(host) became too slow and was dropped; try again."
        case .tls:
            "The secure connection to \(host) failed its certificate check; the network may be intercepting it."
        case .connectionLost:
            "The connection to \(host) broke off before the answer was complete; try again."
        case .responseTooLarge(let limit):
            "\(host) sent more than \(limit / (1024 * 1024)) MiB, so the answer was refused."
        case .headerTooLarge:
            "\(host) sent a response header too long to read, so the answer was refused."
        case .cancelled:
            "The request to \(host) was cancelled."
        case .invalidURL:
            "The address for \(host) is not a valid URL; check the base URL."
        case .libcurlUnavailable:
            "Could not load libcurl (libcurl.so.4) to reach \(host); install the libcurl4 package."
        case .other(let code):
            "The request to \(host) failed (libcurl error \(code)); try again."
        }
    }

    private static func quoted(_ body: QiitaErrorBody?) -> String {
        guard let message = body?.message, !message.isEmpty else { return "" }
        return " (\(message))"
    }

    private static func clockTime(_ date: Date, timeZone: LocalTimeZone) -> String {
        LocalDateTime(date, in: timeZone).clockText
    }
}
