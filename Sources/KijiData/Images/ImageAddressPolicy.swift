import FoundationEssentials
import KijiDomain
import Localization

/// Which image addresses kiji fetches: https on any host, plain http only on the configured API's
/// host (the stub, a Qiita Team on a local network), nothing else.
///
/// An article's image addresses are untrusted text: a `file:`, `ftp:` or `data:` address, or
/// plain http to an arbitrary host, is refused with one sentence and never reaches libcurl.
public struct ImageAddressPolicy: Sendable {
    /// The API's host, lowercased, the one host plain http may reach.
    let apiHost: String?

    /// A policy for the API at `apiBaseURL`.
    public init(apiBaseURL: URL) {
        apiHost = apiBaseURL.host?.lowercased()
    }

    /// The URL to fetch for `address`, or the sentence saying why it is not fetched.
    public func url(for address: String) throws(LoadError) -> URL {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
            !host.isEmpty
        else { throw ImageLoadFailure.invalidAddress }
        switch scheme {
        case "https":
            return url
        case "http" where host == apiHost:
            return url
        case "http":
            throw LoadError(
                kind: .notFound,
                message: tr("The image's address is plain http on a host other than the API's, so kiji did not fetch it."))
        default:
            throw LoadError(kind: .notFound, message: tr("The image's address is not an https address, so kiji did not fetch it."))
        }
    }

    /// Whether a redirect to `url` may be followed: the same rule as the address itself.
    public func allowsRedirect(to url: URL) -> Bool {
        (try? self.url(for: url.absoluteString)) != nil
    }
}
