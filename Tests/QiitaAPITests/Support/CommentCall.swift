import QiitaAPI

/// One of the four comment calls, with its target, for tests that try each.
enum CommentCall: CustomStringConvertible {
    case list(String)
    case post(String, body: String = "a comment")
    case edit(String, body: String = "an edited comment")
    case delete(String)

    /// Sends the call with the harness's client, dropping its result.
    func send(with stub: StubHarness) async throws(QiitaAPIError) {
        switch self {
        case .list(let item): _ = try await stub.send(ItemCommentsRequest(itemID: item))
        case .post(let item, let body): _ = try await stub.send(PostCommentRequest(itemID: item, body: body))
        case .edit(let comment, let body): _ = try await stub.send(EditCommentRequest(commentID: comment, body: body))
        case .delete(let comment): try await stub.send(DeleteCommentRequest(commentID: comment))
        }
    }

    var description: String {
        switch self {
        case .list(let item): "GET /items/\(item)/comments"
        case .post(let item, _): "POST /items/\(item)/comments"
        case .edit(let comment, _): "PATCH /comments/\(comment)"
        case .delete(let comment): "DELETE /comments/\(comment)"
        }
    }

    /// The method and the path below `/api/v2`, as a fault rule matches them.
    var route: (method: String, path: String) {
        let parts = description.split(separator: " ", maxSplits: 1)
        return (String(parts[0]), String(parts[1]))
    }
}

/// Which comment call a parameterised test makes.
enum CommentCallKind: String, CaseIterable, Sendable {
    case list, post, edit, delete

    /// The call of this kind on the item, or on one of alice's comments on it, which it posts first.
    func call(on item: String, stub: StubHarness) async throws -> CommentCall {
        switch self {
        case .list: return .list(item)
        case .post: return .post(item)
        case .edit: return .edit(try await stub.send(PostCommentRequest(itemID: item, body: "mine")).id)
        case .delete: return .delete(try await stub.send(PostCommentRequest(itemID: item, body: "mine")).id)
        }
    }
}
