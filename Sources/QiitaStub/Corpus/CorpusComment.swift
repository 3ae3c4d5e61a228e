/// A comment of the corpus, or one posted to the stub.
public struct CorpusComment: Sendable, Hashable {
    /// The 20-hex-digit id.
    public var id: String
    /// The Markdown body.
    public var body: String
    /// The commenter's index in ``Corpus/users``.
    public var authorIndex: Int
    /// When it was posted, UNIX seconds.
    public var createdAt: Int
    /// When it was last changed, UNIX seconds.
    public var updatedAt: Int
}
