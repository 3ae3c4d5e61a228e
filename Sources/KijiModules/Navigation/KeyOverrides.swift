import TerminalUI

/// Keys the user chose for actions by name (config.toml's `[keys]`), applied to every key table
/// that has a binding of that name; a screen's keys still come before the shell's.
///
/// It knows no screen: each binding carries its own config name (``KeyTable/Binding/name``), so a
/// new screen's keys can be rebound by naming its bindings, without changing anything here.
public struct KeyOverrides: Sendable {
    /// The keys by action name, e.g. `open: [.enter, .character("l")]`.
    public var keys: [String: [Key]]

    /// Creates overrides; by default none.
    public init(_ keys: [String: [Key]] = [:]) { self.keys = keys }

    /// `table` with the keys of the actions these overrides name replaced.
    func applied<Action>(to table: KeyTable<Action>) -> KeyTable<Action> { table.replacingKeys(named: keys) }
}
