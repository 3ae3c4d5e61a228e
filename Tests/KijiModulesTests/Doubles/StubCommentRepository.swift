import Foundation
import KijiDomain

/// Answers comment requests from settable results and records the writes.
@MainActor
final class StubCommentRepository: CommentRepository {
    /// What the cache holds.
    var cached: CachedComments?
    /// Replies to `comments(of:)`, in order; the last one repeats.
    var replies: [Result<[KijiDomain.Comment], LoadError>] = [.success([])]
    /// The failure every post, edit and delete ends with; nil lets them succeed with the comment asked for.
    var writeFailure: LoadError?
    /// Makes `comments(of:)` wait until the calling task is cancelled, then throw a cancellation.
    var waitsUntilCancelled = false
    private(set) var loads = 0
    private(set) var cancellationsSeen = 0
    private(set) var posted: [String] = []
    private(set) var editedBodies: [String] = []
    private(set) var deleted: [KijiDomain.Comment.ID] = []

    nonisolated init() {}

    func cachedComments(of item: Item.ID) async -> CachedComments? { cached }

    func comments(of item: Item.ID) async throws(LoadError) -> [KijiDomain.Comment] {
        loads += 1
        if waitsUntilCancelled {
            try? await Task.sleep(for: .seconds(3600))
            cancellationsSeen += 1
            throw LoadError(kind: .cancelled, message: "Cancelled.")
        }
        let reply = replies[min(loads, replies.count) - 1]
        return try reply.get()
    }

    func post(_ body: String, on item: Item.ID) async throws(LoadError) -> KijiDomain.Comment {
        posted.append(body)
        if let writeFailure { throw writeFailure }
        return Fixture.comment("new\(posted.count)", by: Fixture.alice, body: body)
    }

    func edit(_ comment: KijiDomain.Comment.ID, body: String) async throws(LoadError) -> KijiDomain.Comment {
        editedBodies.append(body)
        if let writeFailure { throw writeFailure }
        var changed = Fixture.comment(comment.rawValue, by: Fixture.alice, body: body)
        changed.updatedAt = changed.createdAt.addingTimeInterval(60)
        return changed
    }

    func delete(_ comment: KijiDomain.Comment.ID) async throws(LoadError) {
        deleted.append(comment)
        if let writeFailure { throw writeFailure }
    }
}

extension Fixture {
    /// A comment posted on 2026-11-18 (UTC).
    static func comment(_ id: String, by user: User = bob, body: String = "A comment") -> KijiDomain.Comment {
        let posted = Date(timeIntervalSince1970: 1_795_000_000)
        return KijiDomain.Comment(id: KijiDomain.Comment.ID(id), body: body, createdAt: posted, updatedAt: posted, user: user)
    }
}
