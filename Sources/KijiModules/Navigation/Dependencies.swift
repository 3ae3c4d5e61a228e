import ArticleLayout
import KijiDomain

/// Everything modules are built from; each Router's `assembleModule` takes it.
public struct Dependencies: Sendable {
    /// Where items come from.
    public var items: any ItemRepository
    /// Which items were opened.
    public var readMarks: any ReadMarks
    /// Where the reader left each article; none (every article opens at the top) unless the
    /// composition root sets it.
    public var readingPlaces: any ReadingPlaces = NoReadingPlaces()
    /// Items per page, 1–100.
    public var perPage: Int
    /// Browser and clipboard.
    public var externals: any ExternalActions
    /// The signed-in user's stocks; signed out unless the composition root sets it.
    public var stocks: any StockRepository = SignedOut()
    /// The token's user; signed out unless the composition root sets it.
    public var account: any AccountRepository = SignedOut()
    /// Items' comments; unavailable unless the composition root sets it.
    public var comments: any CommentRepository = CommentsUnavailable()
    /// The site's Atom feeds (the trend); none unless the composition root sets it.
    public var trend: any TrendRepository = FeedsUnavailable()
    /// The signed-in user's own articles; signed out unless the composition root sets it.
    public var myItems: any MyItems = SignedOut()
    /// What the timeline merges (followed tags and users, or config.toml's); none unless the composition root sets it.
    public var timeline: any TimelineSources = NoTimelineSources()
    /// Following tags and users; signed out unless the composition root sets it.
    public var follows: any FollowRepository = SignedOut()
    /// The search of the kept items; unavailable unless the composition root sets it.
    public var keptSearch: any KeptItemSearch = KeptSearchUnavailable()
    /// Keys the user rebound in config.toml.
    public var keys = KeyOverrides()
    /// Articles' images (disk cache, then the network); none unless the composition root sets it.
    public var images: any ImageRepository = ImagesUnavailable()
    /// Colours code blocks in articles; none (plain code) unless the composition root sets it.
    public var highlighter: (any CodeHighlighting)?
    /// How images are shown.
    public var imageDisplay = ImageDisplay.off

    /// Creates the dependencies.
    public init(items: any ItemRepository, readMarks: any ReadMarks, perPage: Int, externals: any ExternalActions) {
        self.items = items
        self.readMarks = readMarks
        self.perPage = min(max(perPage, 1), 100)
        self.externals = externals
    }
}
