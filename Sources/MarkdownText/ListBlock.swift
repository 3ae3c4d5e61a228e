/// A list: its kind, its spacing and its items.
public struct ListBlock: Hashable, Sendable {
    /// Whether the list is a bullet list or an ordered one, and where an ordered list starts.
    public var kind: ListKind
    /// Whether the items are tight (no blank lines between them in the source).
    public var isTight: Bool
    /// The items in order.
    public var items: [ListItem]

    /// Creates a list.
    public init(kind: ListKind, isTight: Bool = true, items: [ListItem]) {
        self.kind = kind
        self.isTight = isTight
        self.items = items
    }
}

/// The kind of a list.
public enum ListKind: Hashable, Sendable {
    /// A bullet list (`-`, `*`, `+`).
    case bullet
    /// An ordered list whose first item has the number `start`.
    case ordered(start: Int)
}

/// One item of a list.
public struct ListItem: Hashable, Sendable {
    /// The task state of a task-list item (`- [ ]`, `- [x]`), or `nil` for an ordinary item.
    public var task: TaskState?
    /// The item's blocks.
    public var blocks: [Block]

    /// Creates a list item.
    public init(task: TaskState? = nil, blocks: [Block]) {
        self.task = task
        self.blocks = blocks
    }
}

/// Whether a task-list item is done.
public enum TaskState: Hashable, Sendable {
    /// `- [ ]`
    case unchecked
    /// `- [x]`
    case checked
}
