/// The eight movements lists and pagers share, with their usual keys and their config names:
/// the one list both widgets' key tables are made from.
public enum Movement: Hashable, Sendable, CaseIterable {
    /// Up one row or line.
    case up
    /// Down one row or line.
    case down
    /// Up one page.
    case pageUp
    /// Down one page.
    case pageDown
    /// Up half a page.
    case halfPageUp
    /// Down half a page.
    case halfPageDown
    /// The beginning.
    case top
    /// The end.
    case bottom

    /// Each movement's name in config.toml's `[keys]` and its usual keys: arrows and j/k,
    /// PageUp/PageDown, space/b and C-f/C-b, C-u/C-d, Home/g and End/G.
    private static let usual: [(movement: Movement, name: String, keys: [Key])] = [
        (.up, "up", [.up, .character("k")]),
        (.down, "down", [.down, .character("j")]),
        (.pageUp, "page_up", [.pageUp, .character("b"), .ctrl("b")]),
        (.pageDown, "page_down", [.pageDown, .character(" "), .ctrl("f")]),
        (.halfPageUp, "half_page_up", [.ctrl("u")]),
        (.halfPageDown, "half_page_down", [.ctrl("d")]),
        (.top, "top", [.home, .character("g")]),
        (.bottom, "bottom", [.end, .character("G")]),
    ]

    /// Bindings of every movement to its usual keys and config name, as `action`s of a widget's
    /// table, under `group`, in the widget's own words (`descriptions`).
    public static func bindings<Action>(
        group: DisplayText, descriptions: [Movement: DisplayText], action: (Movement) -> Action
    ) -> [KeyTable<Action>.Binding] {
        usual.map { .init($0.keys, action($0.movement), descriptions[$0.movement] ?? "", group: group, name: $0.name) }
    }
}
