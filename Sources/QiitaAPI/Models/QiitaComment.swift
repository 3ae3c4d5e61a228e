import FoundationEssentials

/// A comment on an item, as the API describes one.
public struct QiitaComment: Sendable, Hashable, Decodable {
    /// The comment id: 20 lowercase hexadecimal characters on qiita.com.
    public var id: String
    /// The body in Markdown.
    public var body: String
    /// The body as Qiita rendered it to HTML.
    public var renderedBody: String
    /// When the comment was posted, if the date was readable.
    public var createdAt: Date?
    /// When the comment was last changed, if the date was readable.
    public var updatedAt: Date?
    /// The commenter.
    public var user: QiitaUser

    /// Creates a comment.
    public init(
        id: String, body: String, renderedBody: String = "", createdAt: Date? = nil, updatedAt: Date? = nil,
        user: QiitaUser
    ) {
        self.id = id
        self.body = body
        self.renderedBody = renderedBody
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.user = user
    }

    private enum CodingKeys: String, CodingKey {
        case id, body, user
        case renderedBody = "rendered_body"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// Decodes leniently: an `id` and a readable `user` are required, everything else has a default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(.id), !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "a comment needs an id")
        }
        self.id = id
        user = try container.decode(QiitaUser.self, forKey: .user)
        body = container.lenientString(.body) ?? ""
        renderedBody = container.lenientString(.renderedBody) ?? ""
        createdAt = container.lenientDate(.createdAt)
        updatedAt = container.lenientDate(.updatedAt)
    }
}
