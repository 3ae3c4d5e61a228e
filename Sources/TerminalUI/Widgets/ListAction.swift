/// Movements a ``ListView`` understands: exactly the shared ``Movement``s, by row.
public typealias ListAction = Movement

extension Movement {
    /// A list's usual keys, described by row (see ``Movement``).
    public static let defaultBindings: [KeyTable<ListAction>.Binding] = bindings(
        group: "Moving",
        descriptions: [
            .up: "Previous row", .down: "Next row", .pageUp: "Previous page", .pageDown: "Next page",
            .halfPageUp: "Half a page up", .halfPageDown: "Half a page down", .top: "First row", .bottom: "Last row",
        ], action: { $0 })
}

extension KeyTable.Binding {
    /// The same binding with its action mapped into another action type.
    public func mapAction<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> KeyTable<Other>.Binding {
        KeyTable<Other>.Binding(keys, transform(action), description, group: group, name: name)
    }
}
