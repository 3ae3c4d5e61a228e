import KijiDomain
import Localization

/// How a sync's failure names the list it was reading: `#swift`, `@alice`, `@alice's stocks`.
enum SyncListName {
    /// The list's name, as the reader's breadcrumbs write it.
    static func of(_ source: ItemListSource) -> String {
        switch source {
        case .all: tr("the newest items")
        case .user(let user): "@\(user.rawValue)"
        case .tag(let tag): "#\(tag.name)"
        case .search(let query): query
        case .stocks(let user): tr("@{user}'s stocks", ["user": user.rawValue])
        }
    }
}
