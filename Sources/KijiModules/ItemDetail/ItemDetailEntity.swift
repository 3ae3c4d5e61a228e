import ArticleLayout
import KijiDomain

/// Everything the item detail view shows.
public struct ItemDetailViewModel: Sendable {
    /// The article: header facts and the body, parsed once per body.
    public var article: Article
    /// Which foldable sections of the body are open.
    public var folding: ArticleFolding
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
