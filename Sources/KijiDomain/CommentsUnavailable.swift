import Localization

/// The comments when nothing provides them: nothing is cached, and every call says so.
public struct CommentsUnavailable: CommentRepository {
    /// Creates the placeholder.
    public init() {}

    public func cachedComments(of item: Item.ID) async -> CachedComments? { nil }

    public func comments(of item: Item.ID) async throws(LoadError) -> [Comment] { throw Self.error }

    public func post(_ body: String, on item: Item.ID) async throws(LoadError) -> Comment { throw Self.error }

    public func edit(_ comment: Comment.ID, body: String) async throws(LoadError) -> Comment { throw Self.error }

    public func delete(_ comment: Comment.ID) async throws(LoadError) { throw Self.error }

    private static var error: LoadError { LoadError(kind: .server, message: tr("Comments are not available in this build.")) }
}
