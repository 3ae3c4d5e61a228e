/// A user of the corpus.
public struct CorpusUser: Sendable, Hashable {
    /// The login name, e.g. `alice`.
    public var id: String
    /// The display name.
    public var name: String
    /// The profile text.
    public var description: String
    /// Where the user lives.
    public var location: String
    /// The user's organisation.
    public var organization: String
    /// Followers.
    public var followersCount: Int
    /// Users followed.
    public var followeesCount: Int
}

/// An item of the corpus, with everything the API shows of it.
public struct CorpusItem: Sendable, Hashable {
    /// Its place in the newest-first order; 0 is the newest.
    public var index: Int
    /// The 20-hex-digit id.
    public var id: String
    /// The title.
    public var title: String
    /// The Markdown body; empty when generated without it.
    public var body: String
    /// The author's index in ``Corpus/users``.
    public var authorIndex: Int
    /// Tag names.
    public var tags: [String]
    /// Creation time, UNIX seconds.
    public var createdAt: Int
    /// Last change, UNIX seconds.
    public var updatedAt: Int
    /// Likes.
    public var likesCount: Int
    /// Stocks.
    public var stocksCount: Int
    /// Comments.
    public var commentsCount: Int
}
