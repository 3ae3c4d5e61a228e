import KijiDomain

/// The name a list's pages are kept under, e.g. `qiita.com|user:alice`.
///
/// The namespace keeps the lists of different APIs (qiita.com, a Qiita Team, the demo stub) apart
/// in one cache file.
public struct ListKey: Sendable, Hashable {
    /// The stored name.
    public let rawValue: String

    /// The key of a list source in a namespace; tags are compared without regard to case, as Qiita does.
    public init(_ source: ItemListSource, namespace: String) {
        let list = switch source {
        case .all: "all"
        case .user(let user): "user:\(user.rawValue)"
        case .tag(let tag): "tag:\(tag.name.lowercased())"
        case .search(let query): "search:\(query)"
        case .stocks(let user): "stocks:\(user.rawValue)"
        }
        rawValue = namespace + "|" + list
    }
}
