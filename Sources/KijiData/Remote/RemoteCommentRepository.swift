import KijiDomain
import QiitaAPI

/// Comments from the Qiita API, asked for every time; ``CachedCommentRepository`` keeps what it returns.
public struct RemoteCommentRepository: Sendable {
    private let client: QiitaClient

    /// Creates a repository over `client`, whose token decides whose comments are posted.
    public init(client: QiitaClient) { self.client = client }

    /// The item's comments, oldest first (Qiita sends them newest first).
    public func comments(of item: Item.ID) async throws(LoadError) -> [Comment] {
        do {
            return try await client.send(ItemCommentsRequest(itemID: item.rawValue)).reversed().map(Comment.init)
        } catch {
            throw LoadError(error)
        }
    }

    /// Posts a comment once and returns it.
    public func post(_ body: String, on item: Item.ID) async throws(LoadError) -> Comment {
        do {
            return Comment(try await client.send(PostCommentRequest(itemID: item.rawValue, body: body)))
        } catch {
            throw LoadError(error, needingTokenFor: .commenting)
        }
    }

    /// Changes the body of one's own comment and returns it as changed.
    public func edit(_ comment: Comment.ID, body: String) async throws(LoadError) -> Comment {
        do {
            return Comment(try await client.send(EditCommentRequest(commentID: comment.rawValue, body: body)))
        } catch {
            throw LoadError(error, needingTokenFor: .editingComments)
        }
    }

    /// Deletes one's own comment.
    public func delete(_ comment: Comment.ID) async throws(LoadError) {
        do {
            try await client.send(DeleteCommentRequest(commentID: comment.rawValue))
        } catch {
            throw LoadError(error, needingTokenFor: .deletingComments)
        }
    }
}
