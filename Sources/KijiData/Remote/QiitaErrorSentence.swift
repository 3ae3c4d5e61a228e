import FoundationEssentials
import LeanFoundation
import Localization
import QiitaAPI

/// The sentence a user reads for an API error, in their language: what happened and what to do.
///
/// QiitaAPI knows nothing of kiji's catalog, so its own `description` stays English (the error
/// overlay's detail, and other users of the library); kiji's words are made here from its cases.
enum QiitaErrorSentence {
    /// The sentence for `error`, with times in `timeZone`.
    static func of(_ error: QiitaAPIError, timeZone: LocalTimeZone = .system) -> String {
        switch error {
        case .transport(let failure, let host, _):
            return transport(failure, host: host)
        case .unauthorized:
            return tr("Qiita rejected the access token; check QIITA_ACCESS_TOKEN or log in again.")
        case .forbidden(let body):
            guard let message = quoted(body) else { return tr("Qiita refused access; the token may lack the needed scope.") }
            return tr("Qiita refused access ({message}); the token may lack the needed scope.", ["message": message])
        case .notFound(let body):
            guard let message = quoted(body) else { return tr("Not found on Qiita; it may have been deleted or renamed.") }
            return tr("Not found on Qiita ({message}); it may have been deleted or renamed.", ["message": message])
        case .rateLimited(let resetsAt, _):
            guard let resetsAt else { return tr("Qiita's rate limit is used up; wait a while, then try again.") }
            return tr("Qiita's rate limit is used up; it resets at {time}.", ["time": LocalDateTime(resetsAt, in: timeZone).clockText])
        case .server(let status, _):
            return tr("Qiita had a server error (HTTP {status}); try again in a moment.", ["status": String(status)])
        case .http(let status, let body):
            guard let message = quoted(body) else {
                return tr("Qiita answered HTTP {status}; the request was not carried out.", ["status": String(status)])
            }
            return tr("Qiita answered HTTP {status} ({message}); the request was not carried out.", ["status": String(status), "message": message])
        case .decoding(let endpoint, _):
            return tr("The answer to {request} was not the JSON Qiita sends; try again, or check the base URL.", ["request": endpoint])
        case .tokenRequired:
            return tr("This needs a Qiita access token; set QIITA_ACCESS_TOKEN or log in.")
        case .insecureTokenTransport(let host):
            return tr("The access token was not sent to {host} over plain http; use an https base URL.", ["host": host])
        case .redirectedWrite(let method, let status, let location):
            return tr(
                "Qiita answered the {method} with HTTP {status}, so nothing was changed; it was not sent on to {address}.",
                ["method": method, "status": String(status), "address": location])
        }
    }

    private static func transport(_ failure: TransportFailure, host: String) -> String {
        switch failure {
        case .hostNotFound:
            tr("Could not find the server {host}; check the network connection and the base URL.", ["host": host])
        case .connectionRefused:
            tr("Could not connect to {host}; the server may be down, so try again later.", ["host": host])
        case .timedOut:
            tr("{host} took too long to answer; try again.", ["host": host])
        case .tooSlow:
            tr("The connection to {host} became too slow and was dropped; try again.", ["host": host])
        case .tls:
            tr("The secure connection to {host} failed its certificate check; the network may be intercepting it.", ["host": host])
        case .connectionLost:
            tr("The connection to {host} broke off before the answer was complete; try again.", ["host": host])
        case .responseTooLarge(let limit):
            tr("{host} sent more than {size} MiB, so the answer was refused.", ["host": host, "size": String(limit / (1024 * 1024))])
        case .headerTooLarge:
            tr("{host} sent a response header too long to read, so the answer was refused.", ["host": host])
        case .cancelled:
            tr("The request to {host} was cancelled.", ["host": host])
        case .invalidURL:
            tr("The address for {host} is not a valid URL; check the base URL.", ["host": host])
        case .libcurlUnavailable:
            tr("Could not load libcurl (libcurl.so.4) to reach {host}; install the libcurl4 package.", ["host": host])
        case .other(let code):
            tr("The request to {host} failed (libcurl error {code}); try again.", ["host": host, "code": String(code)])
        }
    }

    /// Qiita's own message from its error document, when there is one.
    static func quoted(_ body: QiitaErrorBody?) -> String? {
        guard let message = body?.message, !message.isEmpty else { return nil }
        return message
    }
}
