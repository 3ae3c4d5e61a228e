import Localization

/// The feeds when nothing provides them: nothing is kept, and every fetch says there is no feed.
public struct FeedsUnavailable: TrendRepository {
    /// Creates the placeholder.
    public init() {}

    public func cachedFeed(_ source: FeedSource) async -> FeedPage? { nil }

    public func feed(_ source: FeedSource) async throws(LoadError) -> FeedPage {
        throw LoadError(kind: .noFeed, message: tr("No feed is available in this build."))
    }
}
