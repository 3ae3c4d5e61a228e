/// Key bindings with descriptions: one table drives both input dispatch and the help overlay.
public struct KeyTable<Action: Hashable & Sendable>: Sendable {
    /// One binding: the keys, the action they trigger and how help describes it.
    public struct Binding: Sendable {
        /// Keys that trigger the action.
        public var keys: [Key]
        /// The action.
        public var action: Action
        /// One line for the help overlay.
        public var description: DisplayText
        /// The help section the binding is listed under, in the caller's words; empty for none.
        public var group: DisplayText
        /// The action's name in config.toml's `[keys]` (`page_down`, `open`); nil when it cannot be rebound.
        public var name: String?

        /// Creates a binding.
        public init(_ keys: [Key], _ action: Action, _ description: DisplayText, group: DisplayText = .empty, name: String? = nil) {
            self.keys = keys
            self.action = action
            self.description = description
            self.group = group
            self.name = name
        }
    }

    /// The bindings, in help order.
    public private(set) var bindings: [Binding]
    private var lookup: [Key: Action]

    /// Creates a table; when a key appears twice, the first binding wins.
    public init(_ bindings: [Binding]) {
        self.bindings = bindings
        lookup = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil {
                lookup[key] = binding.action
            }
        }
    }

    /// This table with some actions' keys replaced: each action in `overrides` gets exactly those keys
    /// (on its first binding; later bindings of it go), and no other binding keeps a key they claim.
    public func replacingKeys(_ overrides: [Action: [Key]]) -> KeyTable {
        let claimed = Set(overrides.values.joined())
        var replaced: Set<Action> = []
        var result: [Binding] = []
        for var binding in bindings {
            if let keys = overrides[binding.action] {
                guard replaced.insert(binding.action).inserted else { continue }
                binding.keys = keys
            } else {
                binding.keys.removeAll { claimed.contains($0) }
            }
            if !binding.keys.isEmpty { result.append(binding) }
        }
        return KeyTable(result)
    }

    /// The config names of the actions in the table.
    public var actionNames: Set<String> { Set(bindings.compactMap(\.name)) }

    /// This table with the keys of the actions named in `overrides` replaced (config.toml's `[keys]`,
    /// e.g. `open: [.enter, .character("l")]`); names the table does not have are ignored.
    public func replacingKeys(named overrides: [String: [Key]]) -> KeyTable {
        var replacements: [Action: [Key]] = [:]
        for binding in bindings {
            if let name = binding.name, let keys = overrides[name] { replacements[binding.action] = keys }
        }
        return replacements.isEmpty ? self : replacingKeys(replacements)
    }

    /// The action bound to `key`, if any.
    public func action(for key: Key) -> Action? {
        lookup[key]
    }

    /// Help content: a heading per group, then one line per binding with its keys and description.
    public func helpLines(theme: Theme = .standard) -> [StyledLine] {
        var groups: [DisplayText] = []
        for binding in bindings where !groups.contains(binding.group) {
            groups.append(binding.group)
        }
        let keyColumn = bindings.map { keyNames($0).width }.max() ?? 0
        var lines: [StyledLine] = []
        for group in groups {
            if !lines.isEmpty { lines.append(StyledLine()) }
            if !group.isEmpty { lines.append(StyledLine(group, style: theme[.heading])) }
            for binding in bindings where binding.group == group {
                let names = TextLayout.fit(keyNames(binding), toWidth: keyColumn)
                lines.append(StyledLine([
                    StyledSpan("  "),
                    StyledSpan(names, style: theme[.emphasis]),
                    StyledSpan("  "),
                    StyledSpan(binding.description),
                ]))
            }
        }
        return lines
    }

    private func keyNames(_ binding: Binding) -> DisplayText {
        DisplayText(sanitizing: binding.keys.map(\.displayName).joined(separator: " "))
    }
}
