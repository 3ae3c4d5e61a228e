import KijiDomain

/// Every screen a screen can lead to, one method per destination, each returning the screen built
/// and ready to push.
///
/// Routers reach other screens only through it, never through another module's `assembleModule`,
/// so no screen folder names another. The composition root implements it once (`ScreenFactory` in
/// the kiji executable); a new destination is one method here and its implementation there, and
/// the routers of the screens around it do not change. Router tests use a hand-written spy.
@MainActor
public protocol Routes: AnyObject {
    /// The items of `source`: all items, a tag's, a user's, a user's stocks, a search's results.
    func itemList(of source: ItemListSource) -> any Screen
    /// The article of `item`, known from a list, opened from `origin` (which decides the way back
    /// to an author or a tag, see ``ItemOrigin``).
    func item(_ item: ItemSummary, from origin: ItemOrigin) -> any Screen
    /// The comments of `item`, whose article was opened from `origin`; with `startsWriting`, the
    /// editor opens for a new comment at once.
    func comments(of item: Item, from origin: ItemOrigin, startsWriting: Bool) -> any Screen
    /// The search prompt, shown by the shell in place of the status bar.
    func searchPrompt() -> any PromptScreen
    /// A local draft in the article's pager, shown again each time it changes (`kiji preview`).
    func preview(of draft: any DraftSource) -> any Screen
    /// The trend: the site's popular-items feed, listed without an API request.
    func trend() -> any Screen
    /// The signed-in user's own articles, with page views and private ones marked.
    func myArticles() -> any Screen
    /// The followed tags' and users' items, merged newest first.
    func timeline() -> any Screen
}
