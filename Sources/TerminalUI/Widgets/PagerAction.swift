/// Movements and link actions a ``TextView`` understands.
public enum PagerAction: Hashable, Sendable {
    /// One of the shared movements, by line.
    case move(Movement)
    /// Focus the next link.
    case nextLink
    /// Focus the previous link.
    case previousLink
    /// Open the focused link.
    case openLink

    /// The usual keys: the shared ``Movement`` keys, then Tab, S-Tab and Enter for links.
    public static let defaultBindings: [KeyTable<PagerAction>.Binding] = Movement.bindings(
        group: "Reading",
        descriptions: [
            .up: "Line up", .down: "Line down", .pageUp: "Page up", .pageDown: "Page down",
            .halfPageUp: "Half a page up", .halfPageDown: "Half a page down", .top: "Beginning", .bottom: "End",
        ], action: PagerAction.move) + [
            .init([.tab], .nextLink, "Next link", group: "Links", name: "next_link"),
            .init([.backTab], .previousLink, "Previous link", group: "Links", name: "previous_link"),
            .init([.enter], .openLink, "Open the focused link", group: "Links", name: "open_link"),
        ]
}
