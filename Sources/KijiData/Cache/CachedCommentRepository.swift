import FoundationEssentials
import KijiDomain
import Localization

/// The ``CommentRepository`` kiji runs on: the Qiita API, with every item's comments kept on disk.
///
/// Fetched comments replace the kept ones; a posted, edited or deleted comment changes them too,
/// so the cache shows what the server has. With no remote (`--offline`), reading fails with
/// ``LoadError/Kind/offline`` and writing says kiji is offline; screens show the cached comments.
public struct CachedCommentRepository: CommentRepository {
    private let remote: RemoteCommentRepository?
    private let store: CacheStore

    /// Creates the repository; pass no remote to stay offline.
    public init(remote: RemoteCommentRepository?, store: CacheStore) {
        self.remote = remote
        self.store = store
    }

    public func cachedComments(of item: Item.ID) async -> CachedComments? {
        try? store.comments(of: item)
    }

    public func comments(of item: Item.ID) async throws(LoadError) -> [Comment] {
        guard let remote else { throw Self.offline }
        let fresh = try await remote.comments(of: item)
        try? store.saveComments(fresh, of: item)
        return fresh
    }

    public func post(_ body: String, on item: Item.ID) async throws(LoadError) -> Comment {
        guard let remote else { throw Self.offlineWrite }
        let comment = try await remote.post(body, on: item)
        try? store.appendComment(comment, to: item)
        return comment
    }

    public func edit(_ comment: Comment.ID, body: String) async throws(LoadError) -> Comment {
        guard let remote else { throw Self.offlineWrite }
        let edited = try await remote.edit(comment, body: body)
        try? store.updateComment(edited)
        return edited
    }

    public func delete(_ comment: Comment.ID) async throws(LoadError) {
        guard let remote else { throw Self.offlineWrite }
        try await remote.delete(comment)
        try? store.removeComment(comment)
    }

    private static var offline: LoadError {
        LoadError(kind: .offline, message: tr("kiji is offline (--offline), and these comments are not in the cache."))
    }
    private static var offlineWrite: LoadError {
        LoadError(kind: .offline, message: tr("kiji is offline (--offline); comments can be posted, edited and deleted only online."))
    }
}
