import TerminalUI

/// What a key does on a rows screen: a movement, handled by ``RowsScreen`` itself, or one of the
/// screen's own actions.
public enum RowsKey<Action: Hashable & Sendable>: Hashable, Sendable {
    /// Moves the selection, or scrolls a tall row (the page keys).
    case move(ListAction)
    /// One of the screen's own actions.
    case own(Action)

    /// A rows screen's key table: the list's movements, then the screen's own bindings (each with
    /// its config name for `[keys]`).
    static func table(_ own: [KeyTable<Action>.Binding]) -> KeyTable<RowsKey> {
        KeyTable<RowsKey>(Movement.listBindings.map { $0.mapAction(RowsKey.move) } + own.map { $0.mapAction(RowsKey.own) })
    }
}
