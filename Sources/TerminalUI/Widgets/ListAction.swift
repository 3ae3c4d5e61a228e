/// Movements a ``ListView`` understands.
public enum ListAction: Hashable, Sendable {
    /// Selection up one row.
    case up
    /// Selection down one row.
    case down
    /// Up one page.
    case pageUp
    /// Down one page.
    case pageDown
    /// Up half a page.
    case halfPageUp
    /// Down half a page.
    case halfPageDown
    /// First row.
    case top
    /// Last row.
    case bottom

    /// The usual keys: arrows and j/k, PageUp/PageDown, space/b and C-f/C-b, C-u/C-d, Home/g and End/G.
    public static let defaultBindings: [KeyTable<ListAction>.Binding] = [
        .init([.up, .character("k")], .up, "Previous row", group: "Moving"),
        .init([.down, .character("j")], .down, "Next row", group: "Moving"),
        .init([.pageUp, .character("b"), .ctrl("b")], .pageUp, "Previous page", group: "Moving"),
        .init([.pageDown, .character(" "), .ctrl("f")], .pageDown, "Next page", group: "Moving"),
        .init([.ctrl("u")], .halfPageUp, "Half a page up", group: "Moving"),
        .init([.ctrl("d")], .halfPageDown, "Half a page down", group: "Moving"),
        .init([.home, .character("g")], .top, "First row", group: "Moving"),
        .init([.end, .character("G")], .bottom, "Last row", group: "Moving"),
    ]
}

extension KeyTable.Binding {
    /// The same binding with its action mapped into another action type.
    public func mapAction<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> KeyTable<Other>.Binding {
        KeyTable<Other>.Binding(keys, transform(action), description, group: group)
    }
}
