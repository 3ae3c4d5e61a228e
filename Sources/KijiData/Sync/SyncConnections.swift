import KijiDomain
import QiitaAPI

/// What `kiji sync` reads from the network: the API's repositories, uncached (the run keeps what
/// they return itself), the images, and the rate limit the last answer reported.
public struct SyncConnections: Sendable {
    /// The lists' pages, straight from the API, asked for with their ETags.
    public var items: any ListPageSource
    /// The comments, straight from the API.
    public var comments: any CommentListSource
    /// Who the token's user is.
    public var account: any AccountRepository
    /// The tags and users the timeline merges.
    public var timeline: any TimelineSources
    /// The images, kept on disk as they come.
    public var images: any ImageRepository
    /// The API's rate limit, as its last answer said.
    public var rateLimit: any RateLimitReporter

    /// The connections of a run.
    public init(
        items: any ListPageSource, comments: any CommentListSource, account: any AccountRepository,
        timeline: any TimelineSources, images: any ImageRepository, rateLimit: any RateLimitReporter
    ) {
        self.items = items
        self.comments = comments
        self.account = account
        self.timeline = timeline
        self.images = images
        self.rateLimit = rateLimit
    }
}

/// Where a run reads a list's pages: the API, asked every time, with the kept copy's `ETag` when there is one.
public protocol ListPageSource: Sendable {
    /// One page (numbered from 1) of a list, bodies included, with the `ETag` it came with; or
    /// `.notModified` when `etag` names the page as it stands.
    func items(in source: ItemListSource, page: Int, perPage: Int, ifNoneMatch etag: String?) async throws(LoadError) -> Conditional<Page<Item>>
}

/// Where a run reads an item's comments: the API, asked every time.
public protocol CommentListSource: Sendable {
    /// The item's comments, oldest first.
    func comments(of item: Item.ID) async throws(LoadError) -> [Comment]
}

extension RemoteItemRepository: ListPageSource {}
extension RemoteCommentRepository: CommentListSource {}
