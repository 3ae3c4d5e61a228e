import FoundationEssentials
import Localization
import QiitaAPI

/// The API root a command talks to and the token it sends there.
///
/// The root is the one asked for (`--base-url`, else config.toml's `base_url`); when none is, the
/// saved token's, else qiita.com. A saved token goes only to the origin it was checked against:
/// asked for another, the command goes without it, and ``withheldSentence`` says why.
public struct APIAccess: Sendable, Hashable {
    /// The API root to talk to.
    public let baseURL: URL
    /// The token to send there, if any.
    public let token: ResolvedToken?
    /// The saved token held back because it belongs to another origin; nil when none was.
    public let withheld: ResolvedToken?

    /// Decides the root and the token from the root asked for, if any, and the token found.
    public init(requested: URL?, resolved: ResolvedToken?) {
        let saved = resolved?.baseURL
        baseURL = requested ?? saved ?? QiitaClientConfiguration.qiitaBaseURL
        if let saved, Origin(saved) != Origin(baseURL) {
            token = nil
            withheld = resolved
        } else {
            token = resolved
            withheld = nil
        }
    }

    /// Why the saved token is not sent, with both roots and the fix; nil when it is not held back.
    public var withheldSentence: String? {
        guard let withheld, let saved = withheld.baseURL else { return nil }
        return tr(
            "The saved token is for {saved}, so kiji does not send it to {root}; run kiji login --base-url {root} to log in there, or use --base-url {saved}. Token file: {file}",
            ["saved": saved.absoluteString, "root": baseURL.absoluteString, "file": withheld.source.description])
    }
}

extension TokenStore {
    /// The root and the token for a command that asks for `requested` (nil when it names none).
    public func access(requested: URL?) throws(TokenStoreError) -> APIAccess {
        APIAccess(requested: requested, resolved: try resolve())
    }
}
