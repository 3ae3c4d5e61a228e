import KijiDomain
import MarkdownText

/// Where an item detail screen was opened from; it decides the route back to an author or tag.
public enum ItemDetailOrigin: Sendable, Hashable {
    /// From an item list with this source.
    case list(ItemListSource)
}

/// Everything the item detail view shows.
public struct ItemDetailViewModel: Sendable {
    /// The title.
    public var title: String
    /// `@alice`.
    public var authorLogin: String
    /// The display name, possibly empty.
    public var authorName: String
    /// Tag names.
    public var tags: [String]
    /// `12 likes · 3 stocks`, with ` · Stocked` or ` · Not stocked` when a token is configured.
    public var counts: String
    /// `Posted 2026-11-20 · Updated 2026-11-21`.
    public var dates: String
    /// The item's web address.
    public var url: String
    /// The body, parsed.
    public var body: Document
}

/// A link target in the detail view that is not a web address.
enum DetailLinkTarget {
    /// The scheme of every app target; body links with it are not followed.
    static let scheme = "kiji:"
    /// The target of the author line.
    static let author = "kiji:author"
    /// The prefix of a tag's target.
    static let tagPrefix = "kiji:tag:"
}

/// What the detail screen knows of the user's stock of the item.
struct StockState {
    /// Whether the item is stocked; nil while unknown or without a token.
    var isStocked: Bool?
    /// Stocks added (1) or removed (-1) here since the item was loaded, shown in its count.
    var countChange = 0

    /// Flips the state at once, before the server confirms; returns the new state, or nil while unknown.
    mutating func flip() -> Bool? {
        guard let stocked = isStocked else { return nil }
        isStocked = !stocked
        countChange += stocked ? -1 : 1
        return !stocked
    }

    /// Undoes a flip to `wanted` that the server did not carry out.
    mutating func undoFlip(to wanted: Bool) {
        isStocked = !wanted
        countChange += wanted ? -1 : 1
    }
}
