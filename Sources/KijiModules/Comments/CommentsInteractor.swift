import FoundationEssentials
import KijiDomain

/// The use case behind the Comments list: one item's comments, oldest first, cache first with the
/// cached ones standing in offline, and who the signed-in user is.
@MainActor
public final class CommentsInteractor: CommentsInteractorInterface {
    private let item: Item.ID
    private let repository: any CommentRepository
    private let account: any AccountRepository
    private var signedIn: User.ID?

    public private(set) var comments: [Comment] = []
    public private(set) var offlineSince: Date?

    /// Creates the interactor for the comments of `item`.
    public init(item: Item.ID, repository: any CommentRepository, account: any AccountRepository) {
        self.item = item
        self.repository = repository
        self.account = account
    }

    public var canWrite: Bool { account.hasToken }

    public func load(onCached: @MainActor () -> Void) async throws(LoadError) {
        let cached = await repository.cachedComments(of: item)
        try LoadError.checkNotCancelled()
        if let cached, comments.isEmpty {
            comments = cached.comments
            onCached()
        }
        do {
            let fresh = try await repository.comments(of: item)
            try LoadError.checkNotCancelled()
            comments = fresh
            offlineSince = nil
        } catch {
            guard error.isNetworkFailure, let cached else { throw error }
            comments = cached.comments
            offlineSince = cached.fetchedAt
        }
    }

    public func loadSignedInUser() async {
        guard account.hasToken, signedIn == nil else { return }
        signedIn = try? await account.currentUser().id
    }

    public func isOwn(_ comment: Comment) -> Bool { comment.user.id == signedIn }

    public func post(_ body: String) async throws(LoadError) -> Int {
        let comment = try await repository.post(body, on: item)
        comments.append(comment)
        return comments.count - 1
    }

    public func edit(_ id: Comment.ID, body: String) async throws(LoadError) -> Int {
        let comment = try await repository.edit(id, body: body)
        guard let index = comments.firstIndex(where: { $0.id == id }) else {
            comments.append(comment)
            return comments.count - 1
        }
        comments[index] = comment
        return index
    }

    public func delete(_ id: Comment.ID) async throws(LoadError) {
        try await repository.delete(id)
        comments.removeAll { $0.id == id }
    }
}
