import Foundation
import KijiDomain
@testable import KijiModules

/// Records every state and busy change the Comments presenter sends, with the rows a view would draw then.
@MainActor
final class SpyCommentsView: CommentsViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any CommentsPresenterInterface)?
    private(set) var states: [CommentsViewState] = []
    private(set) var rows: [[CommentRow]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: CommentsViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

/// Records the routes the Comments presenter takes; the editor and the unsent-text store answer as configured.
@MainActor
final class SpyCommentsRouter: CommentsRouterInterface {
    /// What the editor does to the text it is given; nil stands for an editor that cannot be started.
    var editor: ((String) -> String)?
    private(set) var users: [User.ID] = []
    private(set) var opened: [String] = []
    private(set) var edited: [String] = []
    private(set) var kept: [String] = []

    func showUser(_ user: User.ID) { users.append(user) }

    func openInBrowser(_ url: String) -> Bool {
        opened.append(url)
        return true
    }

    func editText(_ initial: String) -> String? {
        edited.append(initial)
        return editor?(initial)
    }

    func keepUnsent(_ text: String) -> String? {
        kept.append(text)
        return "/state/unsent/\(kept.count).md"
    }
}

/// Answers comment requests from settable results and records the writes.
@MainActor
final class StubCommentRepository: CommentRepository {
    /// What the cache holds.
    var cached: CachedComments?
    /// Replies to `comments(of:)`, in order; the last one repeats.
    var replies: [Result<[KijiDomain.Comment], LoadError>] = [.success([])]
    /// The failure every post, edit and delete ends with; nil lets them succeed with the comment asked for.
    var writeFailure: LoadError?
    private(set) var loads = 0
    private(set) var posted: [String] = []
    private(set) var editedBodies: [String] = []
    private(set) var deleted: [KijiDomain.Comment.ID] = []

    nonisolated init() {}

    func cachedComments(of item: Item.ID) async -> CachedComments? { cached }

    func comments(of item: Item.ID) async throws(LoadError) -> [KijiDomain.Comment] {
        loads += 1
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
