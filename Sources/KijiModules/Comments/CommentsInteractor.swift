import FoundationEssentials
import KijiDomain

/// The use case behind the Comments list: an item's comments, oldest first, fetched whole (see
/// ``WholeList``: the cached copy first, then the network, the cached copy standing in offline),
/// who the signed-in user is, and that user's posts, edits and deletions.
@MainActor
public final class CommentsInteractor: CommentsInteractorInterface {
    private let list: WholeList<Comment>
    private let item: Item.ID
    private let repository: any CommentRepository
    private let account: any AccountRepository
    private var signedIn: User.ID?

    public var comments: [Comment] { list.elements }
    public var fallback: Fallback? { list.fallback }

    /// Creates the interactor for the comments of `item`.
    public init(item: Item.ID, repository: any CommentRepository, account: any AccountRepository) {
        list = WholeList {
            await repository.cachedComments(of: item).map { ($0.comments, $0.fetchedAt) }
        } fetch: { () throws(LoadError) in
            try await repository.comments(of: item)
        }
        self.item = item
        self.repository = repository
        self.account = account
    }

    public func load(onCached: @MainActor () -> Void) async throws(LoadError) {
        try await list.load(onCached: onCached)
    }

    // MARK: The signed-in user's comments

    public var canWrite: Bool { account.hasToken }

    public func loadSignedInUser() async {
        guard account.hasToken, signedIn == nil else { return }
        signedIn = try? await account.currentUser().id
    }

    public func isOwn(_ comment: Comment) -> Bool { comment.user.id == signedIn }

    public func post(_ body: String) async throws(LoadError) -> Int {
        list.append(try await repository.post(body, on: item))
    }

    public func edit(_ id: Comment.ID, body: String) async throws(LoadError) -> Int {
        list.replace(try await repository.edit(id, body: body))
    }

    public func delete(_ id: Comment.ID) async throws(LoadError) {
        try await repository.delete(id)
        list.remove(id)
    }
}
