import FoundationEssentials

/// A comment on an item.
public struct Comment: Sendable, Hashable, Identifiable {
    /// A comment id: 20 lowercase hexadecimal characters on qiita.com.
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// The id text.
        public let rawValue: String
        /// Creates an id.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The id text.
        public var description: String { rawValue }
    }

    /// The id.
    public var id: ID
    /// The Markdown body.
    public var body: String
    /// When the comment was posted.
    public var createdAt: Date
    /// When the comment was last changed; equal to ``createdAt`` when it never was.
    public var updatedAt: Date
    /// The commenter.
    public var user: User

    /// Creates a comment.
    public init(id: ID, body: String, createdAt: Date, updatedAt: Date, user: User) {
        self.id = id
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.user = user
    }

    /// Whether the comment was changed after it was posted.
    public var isEdited: Bool { updatedAt != createdAt }
}
