/// A tag, such as `Swift`; Qiita compares tag names without regard to case.
public struct Tag: Sendable, Hashable, CustomStringConvertible {
    /// The name as the author wrote it.
    public let name: String

    /// Creates a tag.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }

    /// Whether two tags are the same tag: equal names, ignoring case.
    public func isSameTag(as other: Tag) -> Bool { name.lowercased() == other.name.lowercased() }
}
