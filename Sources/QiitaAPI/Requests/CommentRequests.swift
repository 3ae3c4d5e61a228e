import FoundationEssentials

/// `GET /items/:item_id/comments`: an item's comments, newest first, all at once (not paged).
///
/// Unreadable comments are left out, as unreadable items are left out of a page.
public struct ItemCommentsRequest: QiitaRequest {
    /// The item id.
    public var itemID: String

    /// Creates the request.
    public init(itemID: String) { self.itemID = itemID }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["items", itemID, "comments"] }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> [QiitaComment] {
        try decodeJSON([Lenient<QiitaComment>].self, from: response).compactMap(\.value)
    }
}

/// `POST /items/:item_id/comments`: posts a comment as the token's user (scope `write_qiita`).
/// Never retried automatically: a retry after a lost response would post the comment twice.
public struct PostCommentRequest: QiitaRequest {
    /// The item id.
    public var itemID: String
    /// The comment in Markdown.
    public var body: String

    /// Creates the request.
    public init(itemID: String, body: String) {
        self.itemID = itemID
        self.body = body
    }

    public var method: HTTPMethod { .post }
    public var pathSegments: [String] { ["items", itemID, "comments"] }
    public var jsonBody: Data? { CommentBody.json(body) }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaComment {
        try decodeJSON(QiitaComment.self, from: response)
    }
}

/// `PATCH /comments/:comment_id`: changes the body of one of the token's user's comments.
/// Never retried automatically.
public struct EditCommentRequest: QiitaRequest {
    /// The comment id.
    public var commentID: String
    /// The new body in Markdown.
    public var body: String

    /// Creates the request.
    public init(commentID: String, body: String) {
        self.commentID = commentID
        self.body = body
    }

    public var method: HTTPMethod { .patch }
    public var pathSegments: [String] { ["comments", commentID] }
    public var jsonBody: Data? { CommentBody.json(body) }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaComment {
        try decodeJSON(QiitaComment.self, from: response)
    }
}

/// `DELETE /comments/:comment_id`: deletes one of the token's user's comments (204).
/// Never retried automatically.
public struct DeleteCommentRequest: QiitaRequest {
    /// The comment id.
    public var commentID: String

    /// Creates the request.
    public init(commentID: String) { self.commentID = commentID }

    public var method: HTTPMethod { .delete }
    public var pathSegments: [String] { ["comments", commentID] }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) {}
}

/// The JSON body `{"body": "…"}` that posting and editing a comment send.
private enum CommentBody {
    static func json(_ body: String) -> Data? {
        try? JSONEncoder().encode(["body": body])
    }
}
