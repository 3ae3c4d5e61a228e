import FoundationEssentials
import LeanFoundation

/// The comment endpoints, for one request: listing, posting, editing and deleting.
///
/// Writing needs a token (401 without) with the write scope (403 without), a body that is not
/// blank (422), and for editing and deleting, that the comment is the token user's own (403).
struct CommentRoutes {
    let corpus: Corpus
    let state: StubState
    let request: StubRequest
    /// The token's user, if a valid token came.
    let user: Int?
    /// The token's user when the token may write (`write_qiita`).
    let writer: Int?
    /// The time now, UNIX seconds.
    let now: Int

    /// `GET /items/:item_id/comments`: newest first, not paged.
    func list(itemID: String) -> StubResponse {
        guard let slot = corpus.itemIndex(id: itemID) else { return Self.notFound }
        return listJSON(comments(ofItem: slot).reversed())
    }

    /// `POST /items/:item_id/comments`.
    func post(itemID: String) -> StubResponse {
        guard let user = writer else { return refusal }
        guard let slot = corpus.itemIndex(id: itemID) else { return Self.notFound }
        guard let body = postedBody() else { return Self.blankBody }
        let comment = state.postComment(onItem: slot, body: body, author: user, at: now) { number in
            CommentGenerator.commentID(seed: corpus.options.seed, slot: slot, number: number)
        }
        return commentJSON(comment, status: 201)
    }

    /// `PATCH /comments/:comment_id`.
    func edit(commentID: String) -> StubResponse {
        guard let user = writer else { return refusal }
        guard let (comment, slot) = find(commentID) else { return Self.notFound }
        guard comment.authorIndex == user else { return Self.notYours }
        guard let body = postedBody() else { return Self.blankBody }
        return commentJSON(state.editComment(comment, onItem: slot, body: body, at: now), status: 200)
    }

    /// `DELETE /comments/:comment_id`: 204.
    func delete(commentID: String) -> StubResponse {
        guard let user = writer else { return refusal }
        guard let (comment, slot) = find(commentID) else { return Self.notFound }
        guard comment.authorIndex == user else { return Self.notYours }
        state.deleteComment(comment.id, onItem: slot)
        return .noContent
    }

    /// Why a request without a writing token is refused: 401 without a token, 403 for a read-only one.
    private var refusal: StubResponse {
        user == nil ? Self.unauthorized : .qiitaError(403, message: "The token lacks the write_qiita scope", type: "forbidden")
    }

    private func comments(ofItem slot: Int) -> [CorpusComment] {
        state.comments(ofItem: slot, generated: corpus.comments(ofItemAt: slot))
    }

    /// The comment with this id that still exists, and its item's slot.
    private func find(_ id: String) -> (CorpusComment, Int)? {
        guard let address = corpus.commentAddress(id: id),
            let comment = comments(ofItem: address.slot).first(where: { $0.id == id })
        else { return nil }
        return (comment, address.slot)
    }

    /// The `body` of the request's JSON, when it is a string with something besides white space.
    private func postedBody() -> String? {
        guard let posted = try? JSONDecoder().decode(PostedComment.self, from: Data(request.body)),
            !posted.body.trimmingWhitespaceAndNewlines().isEmpty
        else { return nil }
        return posted.body
    }

    private func listJSON(_ comments: some Sequence<CorpusComment>) -> StubResponse {
        var writer = JSONWriter()
        writer.array(comments) { writer, comment in write(comment, into: &writer) }
        return .json(200, writer.bytes)
    }

    private func commentJSON(_ comment: CorpusComment, status: Int) -> StubResponse {
        var writer = JSONWriter()
        write(comment, into: &writer)
        return .json(status, writer.bytes)
    }

    private func write(_ comment: CorpusComment, into writer: inout JSONWriter) {
        QiitaJSON.comment(
            comment, author: corpus.users[comment.authorIndex],
            authorItemsCount: corpus.itemIndices(byUser: comment.authorIndex).count, into: &writer)
    }

    private static let notFound = StubResponse.qiitaError(404, message: "Not found", type: "not_found")
    private static let unauthorized = StubResponse.qiitaError(401, message: "Unauthorized", type: "unauthorized")
    private static let notYours = StubResponse.qiitaError(403, message: "Forbidden", type: "forbidden")
    private static let blankBody = StubResponse.qiitaError(
        422, message: "body is missing or blank", type: "unprocessable_entity")
}

/// What a client posts to create or edit a comment; other keys are ignored.
private struct PostedComment: Decodable {
    let body: String
}
