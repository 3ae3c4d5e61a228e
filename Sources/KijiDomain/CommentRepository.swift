/// Reads and writes an item's comments.
///
/// KijiData implements it over the Qiita API with a local cache. A screen asks for the cached
/// comments first, so its first frame never waits for the network, then for the fresh ones.
public protocol CommentRepository: Sendable {
    /// The comments kept in the cache for an item, oldest first; nil when none were kept. Never the network.
    func cachedComments(of item: Item.ID) async -> CachedComments?
    /// The item's comments from the API, oldest first (Qiita returns newest first); they are kept in the cache.
    func comments(of item: Item.ID) async throws(LoadError) -> [Comment]
    /// Posts a comment once (never retried) and returns the new comment.
    func post(_ body: String, on item: Item.ID) async throws(LoadError) -> Comment
    /// Changes the body of one's own comment and returns the comment as changed.
    func edit(_ comment: Comment.ID, body: String) async throws(LoadError) -> Comment
    /// Deletes one's own comment.
    func delete(_ comment: Comment.ID) async throws(LoadError)
}
