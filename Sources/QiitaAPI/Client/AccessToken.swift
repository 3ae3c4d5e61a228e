import FoundationEssentials
import LeanFoundation

/// A Qiita personal access token that never shows itself.
///
/// Its `description` and `debugDescription` are redacted, so printing, logging or interpolating a
/// token by mistake reveals nothing. Only ``QiitaClient`` reads the value, to build the
/// `Authorization` header for the configured API host.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let value: String

    /// Creates a token from its text, trimming white space; nil when nothing is left.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isNewline || $0 == " " }) else { return nil }
        value = trimmed
    }

    /// Always `<redacted>`.
    public var description: String { "<redacted>" }
    /// Always `AccessToken(<redacted>)`.
    public var debugDescription: String { "AccessToken(<redacted>)" }
}
