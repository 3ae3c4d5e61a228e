import KijiDomain
import Localization
import QiitaAPI
import TerminalImage

/// The one sentence for each way fetching an image fails, as a ``LoadError`` for the reason `e` shows,
/// in the user's language.
enum ImageLoadFailure {
    /// kiji runs offline and keeps no copy of the image.
    static var offlineWithoutCopy: LoadError { LoadError(kind: .offline, message: tr("kiji is offline and keeps no copy of this image.")) }

    /// The answer's status was not 200.
    static func status(_ status: Int) -> LoadError {
        let values: KeyValuePairs = ["status": String(status)]
        return switch status {
        case 404, 410: LoadError(kind: .notFound, message: tr("The image is not on its server any more (HTTP {status}).", values))
        case 500..<600: LoadError(kind: .server, message: tr("The image's server failed (HTTP {status}).", values))
        default: LoadError(kind: .server, message: tr("The image's server answered HTTP {status} instead of the image.", values))
        }
    }

    /// The server sent a web page where the image should be.
    static var webPage: LoadError {
        LoadError(kind: .server, message: tr("The image's address answered with a web page, not an image."))
    }

    /// The bytes failed the header check.
    static func refused(_ error: ImageError) -> LoadError {
        LoadError(kind: .server, message: ImageErrorSentence.of(error), detail: error.message)
    }

    /// The client's error, in the image's terms.
    static func from(_ error: QiitaAPIError) -> LoadError {
        switch error {
        case .transport(let failure, let host, let detail):
            return transport(failure, detail: "\(host): \(detail)")
        case .notFound:
            return status(404)
        case .server(let code, _), .http(let code, _):
            return status(code)
        case .unauthorized:
            return status(401)
        case .forbidden:
            return status(403)
        case .rateLimited:
            return status(429)
        case .decoding, .tokenRequired, .insecureTokenTransport, .redirectedWrite:
            return LoadError(kind: .server, message: tr("The image could not be fetched."), detail: String(describing: error))
        }
    }

    /// The image's address is not a web address kiji can read.
    static var invalidAddress: LoadError {
        LoadError(kind: .notFound, message: tr("The image's address is not a valid web address."))
    }

    /// The download was cancelled.
    static var cancelled: LoadError { LoadError(kind: .cancelled, message: tr("The image's download was cancelled.")) }

    private static func transport(_ failure: TransportFailure, detail: String) -> LoadError {
        let (kind, message): (LoadError.Kind, String)
        switch failure {
        case .cancelled:
            return LoadError(kind: .cancelled, message: cancelled.message, detail: detail)
        case .hostNotFound, .connectionRefused:
            (kind, message) = (.unreachable, tr("The image's server could not be reached."))
        case .timedOut, .tooSlow:
            (kind, message) = (.unreachable, tr("The image's server was too slow, so its download was given up."))
        case .connectionLost:
            (kind, message) = (.unreachable, tr("The connection broke before the whole image arrived."))
        case .tls:
            (kind, message) = (.unreachable, tr("The image's server could not prove who it is (TLS), so nothing was downloaded."))
        case .responseTooLarge(let limit):
            (kind, message) = (.server, tr("The image is larger than the {size} MB limit, so its download was stopped.", ["size": String(limit / (1024 * 1024))]))
        case .headerTooLarge:
            (kind, message) = (.server, tr("The image's server sent a response header too long to read, so nothing was downloaded."))
        case .invalidURL:
            return LoadError(kind: .notFound, message: invalidAddress.message, detail: detail)
        case .libcurlUnavailable:
            (kind, message) = (.unreachable, tr("Images cannot be downloaded because libcurl could not be loaded."))
        case .other:
            (kind, message) = (.unreachable, tr("The image's download failed."))
        }
        return LoadError(kind: kind, message: message, detail: detail)
    }
}
