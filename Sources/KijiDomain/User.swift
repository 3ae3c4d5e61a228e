/// A Qiita user as kiji shows one.
public struct User: Sendable, Hashable, Identifiable {
    /// A user's login name, e.g. `alice`, which is also its id.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The login name.
        public let rawValue: String
        /// Creates an id from a login name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The login name.
        public var description: String { rawValue }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The login name.
    public var id: ID
    /// The display name; may be empty.
    public var name: String
    /// The profile text.
    public var description: String
    /// How many items the user has posted, when known.
    public var itemsCount: Int?
    /// How many users follow this one, when known.
    public var followersCount: Int?

    /// Creates a user.
    public init(id: ID, name: String = "", description: String = "", itemsCount: Int? = nil, followersCount: Int? = nil) {
        self.id = id
        self.name = name
        self.description = description
        self.itemsCount = itemsCount
        self.followersCount = followersCount
    }
}
