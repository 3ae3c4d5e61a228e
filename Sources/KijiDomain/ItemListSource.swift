/// Which list of items a screen shows.
public enum ItemListSource: Sendable, Hashable {
    /// The newest items on the site.
    case all
    /// One user's items, newest first.
    case user(User.ID)
    /// Items with a tag, newest first.
    case tag(Tag)
    /// The result of a Qiita search query such as `tag:swift user:alice`.
    case search(String)
    /// The items a user stocked.
    case stocks(User.ID)
}
