/// A tag as `GET /users/:user_id/following_tags` lists it.
public struct QiitaTag: Sendable, Hashable, Decodable {
    /// The tag name, e.g. `Swift`.
    public var id: String
    /// How many users follow it.
    public var followersCount: Int
    /// How many items carry it.
    public var itemsCount: Int

    /// Creates a tag.
    public init(id: String, followersCount: Int = 0, itemsCount: Int = 0) {
        self.id = id
        self.followersCount = followersCount
        self.itemsCount = itemsCount
    }

    private enum CodingKeys: String, CodingKey {
        case id
        case followersCount = "followers_count"
        case itemsCount = "items_count"
    }

    /// Decodes leniently: only a non-empty `id` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(.id), !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "a tag needs an id")
        }
        self.id = id
        followersCount = container.lenientInt(.followersCount) ?? 0
        itemsCount = container.lenientInt(.itemsCount) ?? 0
    }
}
