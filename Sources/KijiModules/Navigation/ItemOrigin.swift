import KijiDomain

/// Where an article was opened from; it decides the way to an author's or a tag's items from the
/// article and from the screens above it (its comments).
public enum ItemOrigin: Sendable, Hashable {
    /// From an item list with this source.
    case list(ItemListSource)
    /// Opened directly as the first screen (`kiji read`, `kiji preview`): every list is pushed on top of it.
    case direct
    /// From the kept items found for a query: the article opens with the query found in it.
    case keptSearch(String)

    /// What the article finds as it opens (as `/` would), so the first match shows; nil for none.
    var findQuery: String? {
        if case .keptSearch(let query) = self { query } else { nil }
    }

    /// The origin rule, the one place it lives: shows the list of `source` from a screen
    /// `screensAbove` screens above the list this origin names, by popping back to that list when
    /// it is the same list (its scroll position and selection kept), or by pushing a new one.
    @MainActor
    func show(_ source: ItemListSource, screensAbove: Int, navigator: any Navigating, routes: any Routes) {
        if case .list(let from) = self, Self.isSameList(from, source) {
            for _ in 0..<screensAbove { navigator.pop() }
        } else {
            navigator.push(routes.screen(for: .itemList(source)))
        }
    }

    /// Whether two sources are the same user's or the same tag's items (tags ignore case).
    private static func isSameList(_ lhs: ItemListSource, _ rhs: ItemListSource) -> Bool {
        switch (lhs, rhs) {
        case (.user(let a), .user(let b)): a == b
        case (.tag(let a), .tag(let b)): a.isSameTag(as: b)
        default: false
        }
    }
}
