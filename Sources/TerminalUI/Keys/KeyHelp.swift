/// A key table's bindings without their actions, in help order: what `?` lists and what the
/// documentation (docs/keys.md, the man page's KEYS) is written from.
public struct KeyHelp: Sendable, Hashable {
    /// One binding as help describes it.
    public struct Entry: Sendable, Hashable {
        /// The keys' names as help shows them (`j`, `PgDn`, `C-f`, `↓`).
        public var keys: [String]
        /// What the keys do.
        public var description: String
        /// The help section the binding is listed under.
        public var group: String
        /// The action's name in config.toml's `[keys]`; nil when it cannot be rebound.
        public var name: String?

        /// Creates an entry.
        public init(keys: [String], description: String, group: String, name: String?) {
            self.keys = keys
            self.description = description
            self.group = group
            self.name = name
        }
    }

    /// The entries, in help order.
    public var entries: [Entry]

    /// Creates help from entries in help order.
    public init(_ entries: [Entry]) { self.entries = entries }

    /// The groups in the order help lists them, each with its entries.
    public var groups: [(name: String, entries: [Entry])] {
        var names: [String] = []
        for entry in entries where !names.contains(entry.group) { names.append(entry.group) }
        return names.map { name in (name, entries.filter { $0.group == name }) }
    }
}

extension KeyTable {
    /// The table's bindings as help describes them, without their actions.
    public var help: KeyHelp {
        KeyHelp(bindings.map { KeyHelp.Entry(keys: $0.keys.map(\.displayName), description: $0.description.string, group: $0.group.string, name: $0.name) })
    }
}
