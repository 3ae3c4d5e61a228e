/// Movements a ``ListView`` understands: exactly the shared ``Movement``s, by row.
public typealias ListAction = Movement

extension KeyTable.Binding {
    /// The same binding with its action mapped into another action type.
    public func mapAction<Other: Hashable & Sendable>(_ transform: (Action) -> Other) -> KeyTable<Other>.Binding {
        KeyTable<Other>.Binding(keys, transform(action), description, group: group, name: name)
    }
}
