import FoundationEssentials
import LeanFoundation

/// The scheme, host and port of a URL: the unit the token is bound to.
public struct Origin: Hashable, Sendable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`; nil when it has no scheme or host.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// Whether traffic to this host never leaves the machine: 127.0.0.0/8, ::1 or localhost.
    var isLoopback: Bool {
        let bare = host.trimming(anyOf: "[]")
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".")
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// Whether a secret may travel here: over https, or over http to this machine only.
    var protectsSecrets: Bool { scheme == "https" || (scheme == "http" && isLoopback) }
}
