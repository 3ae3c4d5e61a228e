import FoundationEssentials
import KijiDomain

/// Where a site's feeds are: beside the API, at its origin (`https://qiita.com/popular-items/feed`
/// for `https://qiita.com/api/v2`), unless config.toml's `trend_feed_url` names the trend's address.
public struct FeedAddresses: Sendable, Hashable {
    /// The API root the origin is taken from.
    public var baseURL: URL
    /// `trend_feed_url`, which replaces the trend's address.
    public var trendOverride: URL?
    /// The name the kept copies of the origin's feeds are filed under in place of the origin; nil
    /// files them under their address. The demo's stub takes a new port at every start, so its
    /// feeds are filed under the demo's cache namespace, as its lists are.
    public var keptAs: String?

    /// Creates the addresses.
    public init(baseURL: URL, trendOverride: URL? = nil, keptAs: String? = nil) {
        self.baseURL = baseURL
        self.trendOverride = trendOverride
        self.keptAs = keptAs
    }

    /// The base URL's scheme, host and port, e.g. `https://qiita.com` or `http://127.0.0.1:8080`.
    public var origin: String {
        let scheme = baseURL.scheme?.lowercased() ?? "https"
        let host = baseURL.host ?? ""
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(scheme)://\(bracketed)" + (baseURL.port.map { ":\($0)" } ?? "")
    }

    /// The address of a feed.
    public func url(of source: FeedSource) -> URL? {
        switch source {
        case .trend:
            return trendOverride ?? URL(string: origin + "/popular-items/feed")
        case .tag(let tag):
            return URL(string: origin + "/tags/" + Self.pathSegment(tag.name) + "/feed")
        }
    }

    /// The key the kept copy of a feed is filed under: its address, the origin replaced by
    /// ``keptAs`` when that is set (`demo-1-1000/popular-items/feed`).
    public func cacheKey(of source: FeedSource) -> String? {
        guard let address = url(of: source)?.absoluteString else { return nil }
        guard let keptAs, address.hasPrefix(origin + "/") else { return address }
        return keptAs + address.dropFirst(origin.count)
    }

    /// A tag name as one path segment: RFC 3986's unreserved bytes kept, the rest percent-encoded.
    private static func pathSegment(_ text: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if unreserved.contains(byte) { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        }
        let segment = String(decoding: bytes, as: UTF8.self)
        return segment.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: segment.count) : segment
    }
}
