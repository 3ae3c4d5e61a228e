import FoundationEssentials
import KijiDomain

/// The use case behind the timeline: the sources (followed tags and users with a token,
/// config.toml's `[timeline]` without), their items merged newest first by ``TimelineMerge``, which
/// reads a source's next page only when the merge needs it, each source read past Qiita's last page
/// by date (``TimelineSourceWalks``).
@MainActor
public final class TimelineInteractor: TimelineInteractorInterface {
    private let sources: any TimelineSources
    private let items: any ItemRepository
    private let perPage: Int
    private var merge: TimelineMerge?
    private var walks: TimelineSourceWalks?

    public var entries: [TimelineEntry] { merge?.entries ?? [] }
    public var isFinished: Bool { merge?.isFinished ?? false }
    public var rateLimit: RateLimitStatus? { merge?.rateLimit }
    public var fallback: Fallback? { walks?.fallback }

    /// Creates the interactor reading `sources` and their items from `items`, `perPage` a page.
    public init(sources: any TimelineSources, items: any ItemRepository, perPage: Int) {
        self.sources = sources
        self.items = items
        self.perPage = perPage
    }

    public func start(count: Int) async throws(LoadError) {
        let targets = try await sources.sources()
        try LoadError.checkNotCancelled()
        let walks = TimelineSourceWalks(items: items, perPage: perPage)
        self.walks = walks
        merge = TimelineMerge(sources: targets) { source, page throws(LoadError) in
            try await walks.page(of: source, page)
        }
        try await loadMore(count)
    }

    public func loadMore(_ count: Int) async throws(LoadError) {
        guard let merge else { return }
        if case .stopped(_, let error) = await merge.loadMore(count) { throw error }
    }
}
