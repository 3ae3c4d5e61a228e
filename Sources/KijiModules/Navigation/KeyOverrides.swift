import TerminalUI

/// Keys the user chose for actions by name (config.toml's `[keys]`), applied to every key table
/// that has an action of that name; a screen's keys still come before the shell's.
public struct KeyOverrides: Sendable {
    /// The keys by action name, e.g. `open: [.enter, .character("l")]`.
    public var keys: [String: [Key]]

    /// Creates overrides; by default none.
    public init(_ keys: [String: [Key]] = [:]) { self.keys = keys }

    /// Every action name some key table has, for checking config files.
    public static var actionNames: Set<String> {
        Set(ShellAction.names.keys).union(ItemListView.actionNames.keys).union(ItemDetailView.actionNames.keys)
    }

    /// `table` with the keys of the actions named in `names` replaced.
    func applied<Action>(to table: KeyTable<Action>, names: [String: Action]) -> KeyTable<Action> {
        var replacements: [Action: [Key]] = [:]
        for (name, keys) in keys { if let action = names[name] { replacements[action] = keys } }
        return replacements.isEmpty ? table : table.replacingKeys(replacements)
    }
}

extension ListAction {
    /// Config names of the list movements.
    static let names: [String: ListAction] = [
        "up": .up, "down": .down, "page_up": .pageUp, "page_down": .pageDown, "half_page_up": .halfPageUp,
        "half_page_down": .halfPageDown, "top": .top, "bottom": .bottom,
    ]
}

extension PagerAction {
    /// Config names of the pager movements; `up` and `down` move a line, as they move a row in lists.
    static let names: [String: PagerAction] = [
        "up": .lineUp, "down": .lineDown, "page_up": .pageUp, "page_down": .pageDown, "half_page_up": .halfPageUp,
        "half_page_down": .halfPageDown, "top": .top, "bottom": .bottom, "next_link": .nextLink,
        "previous_link": .previousLink, "open_link": .openLink,
    ]
}
