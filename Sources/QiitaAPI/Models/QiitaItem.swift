import FoundationEssentials

/// A Qiita item (article), as the API describes one.
public struct QiitaItem: Sendable, Hashable, Decodable {
    /// The item id: 20 lowercase hexadecimal characters on qiita.com.
    public var id: String
    /// The title.
    public var title: String
    /// The body in Markdown.
    public var body: String
    /// When the item was first posted, if the date was readable.
    public var createdAt: Date?
    /// When the item was last changed, if the date was readable.
    public var updatedAt: Date?
    /// The item's page on the web.
    public var url: String
    /// Likes; zero when Qiita sends none.
    public var likesCount: Int
    /// Stocks; zero when Qiita sends none.
    public var stocksCount: Int
    /// Comments; zero when Qiita sends none.
    public var commentsCount: Int
    /// Page views, which Qiita sends only to the author.
    public var pageViewsCount: Int?
    /// The tags, in the author's order; unreadable ones are left out.
    public var tags: [QiitaTagging]
    /// The author.
    public var user: QiitaUser
    /// Whether the item is limited-sharing.
    public var isPrivate: Bool

    /// Creates an item.
    public init(
        id: String, title: String, body: String = "", createdAt: Date? = nil, updatedAt: Date? = nil,
        url: String = "", likesCount: Int = 0, stocksCount: Int = 0, commentsCount: Int = 0,
        pageViewsCount: Int? = nil, tags: [QiitaTagging] = [], user: QiitaUser, isPrivate: Bool = false
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.url = url
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.pageViewsCount = pageViewsCount
        self.tags = tags
        self.user = user
        self.isPrivate = isPrivate
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, body, url, tags, user
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case commentsCount = "comments_count"
        case pageViewsCount = "page_views_count"
        case isPrivate = "private"
    }

    /// Decodes leniently: an `id` and a readable `user` are required, everything else has a default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(.id), !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "an item needs an id")
        }
        self.id = id
        user = try container.decode(QiitaUser.self, forKey: .user)
        title = container.lenientString(.title) ?? ""
        body = container.lenientString(.body) ?? ""
        createdAt = container.lenientDate(.createdAt)
        updatedAt = container.lenientDate(.updatedAt)
        url = container.lenientString(.url) ?? ""
        likesCount = container.lenientInt(.likesCount) ?? 0
        stocksCount = container.lenientInt(.stocksCount) ?? 0
        commentsCount = container.lenientInt(.commentsCount) ?? 0
        pageViewsCount = container.lenientInt(.pageViewsCount)
        tags = container.lenientArray(QiitaTagging.self, .tags)
        isPrivate = container.lenientBool(.isPrivate) ?? false
    }
}
