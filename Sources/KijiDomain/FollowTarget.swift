/// A tag or a user one can follow; also a source of the timeline, and the reason an item is in it.
public enum FollowTarget: Sendable, Hashable, CustomStringConvertible {
    /// A tag.
    case tag(Tag)
    /// A user.
    case user(User.ID)

    /// `#swift` for a tag, `@alice` for a user: what a timeline row says it is there for.
    public var description: String {
        switch self {
        case .tag(let tag): "#\(tag.name)"
        case .user(let user): "@\(user.rawValue)"
        }
    }

    /// The list of items it stands for.
    public var itemList: ItemListSource {
        switch self {
        case .tag(let tag): .tag(tag)
        case .user(let user): .user(user)
        }
    }

    /// Whether two targets are the same tag (ignoring case) or the same user.
    public func isSame(as other: FollowTarget) -> Bool {
        switch (self, other) {
        case (.tag(let left), .tag(let right)): left.isSameTag(as: right)
        case (.user(let left), .user(let right)): left == right
        default: false
        }
    }
}
