import KijiDomain

/// A screen a router can open, with what that screen needs: the one list of destinations.
///
/// ``Routes`` builds the screen for each; a new screen is one case here and its line in the
/// composition root's factory. Two destinations are equal when they name the same screen for the
/// same thing, so router tests compare what a router asked for with what they expect.
public enum Destination: Equatable {
    /// The items of a source: all items, a tag's, a user's, a user's stocks, a search's results.
    case itemList(ItemListSource)
    /// The article of an item known from a list, opened from an origin (which decides the way back
    /// to an author or a tag, see ``ItemOrigin``).
    case item(ItemSummary, from: ItemOrigin)
    /// The comments of an item whose article was opened from an origin; with `startsWriting`, the
    /// editor opens for a new comment at once.
    case comments(of: Item, from: ItemOrigin, startsWriting: Bool)
    /// A local draft in the article's pager, shown again each time it changes (`kiji preview`).
    case preview(DraftReference)
    /// The trend: the site's popular-items feed, listed without an API request.
    case trend
    /// The signed-in user's own articles, with page views and private ones marked.
    case myArticles
    /// The followed tags' and users' items, merged newest first.
    case timeline
    /// The kept items that hold the words of a query, found in the cache without the network.
    case keptSearch(String)
}
