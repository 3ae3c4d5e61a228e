import FoundationEssentials
import QiitaAPI

/// Where the access token in use came from; its description names the place, never the token.
public enum TokenSource: Sendable, Hashable, CustomStringConvertible {
    /// The `QIITA_ACCESS_TOKEN` environment variable.
    case environment
    /// The token file at this path.
    case file(String)

    /// `QIITA_ACCESS_TOKEN` or the file's path.
    public var description: String {
        switch self {
        case .environment: TokenStore.environmentVariable
        case .file(let path): path
        }
    }
}

/// A token and where it came from.
public struct ResolvedToken: Sendable, Hashable {
    /// The token; it prints as `<redacted>`.
    public let token: AccessToken
    /// Where it came from.
    public let source: TokenSource
    /// The API root a saved token was checked against, the only one it is sent to; nil for
    /// `QIITA_ACCESS_TOKEN`'s, which goes to the configured API.
    public let baseURL: URL?
}

/// Why the token could not be read, saved or removed: one sentence that names the file and the fix.
public struct TokenStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let message: String

    /// The sentence.
    public var description: String { message }
}
