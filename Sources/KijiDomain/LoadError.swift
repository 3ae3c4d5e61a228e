import FoundationEssentials
import Localization

/// Why data could not be loaded, in terms a screen can act on.
public struct LoadError: Error, Sendable, Hashable {
    /// The kinds of failure a screen treats differently.
    public enum Kind: Sendable, Hashable {
        /// The caller cancelled; show nothing.
        case cancelled
        /// The thing asked for does not exist.
        case notFound
        /// The access token is missing, wrong or lacks a scope.
        case unauthorized
        /// The rate limit is used up until the given time, if known.
        case rateLimited(resetsAt: Date?)
        /// The server could not be reached, or the connection failed.
        case unreachable
        /// kiji runs offline (`--offline`) and the thing is not in the cache.
        case offline
        /// The server failed or answered with something unreadable.
        case server
        /// The host publishes no such feed (a Qiita Team has no trend).
        case noFeed
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// One sentence for the status line: what happened and what the user can do.
    public var message: String
    /// Technical detail for the error overlay.
    public var detail: String

    /// Creates an error.
    public init(kind: Kind, message: String, detail: String = "") {
        self.kind = kind
        self.message = message
        self.detail = detail
    }

    /// Whether the error only reports a cancellation.
    public var isCancellation: Bool { kind == .cancelled }

    /// Whether it only says that the network could not be reached, or that kiji runs offline.
    public var isOffline: Bool { kind == .unreachable || kind == .offline }

    /// Whether the network could not answer, so kept data is worth showing instead.
    public var isNetworkFailure: Bool {
        switch kind {
        case .unreachable, .offline, .server, .rateLimited: true
        case .cancelled, .notFound, .unauthorized, .noFeed: false
        }
    }
}

extension LoadError {
    /// The error for something that needs an access token when none is configured: one whole
    /// sentence for each need, so that a translation may order its words freely.
    public static func tokenRequired(for need: TokenNeed) -> LoadError {
        LoadError(kind: .unauthorized, message: need.sentence)
    }
}
