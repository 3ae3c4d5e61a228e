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

    /// The link actions' usual keys (Tab, S-Tab, Enter) and config names, under `group`, in the
    /// caller's words (`descriptions`); the movements come from ``Movement/bindings(group:descriptions:action:)``.
    public static func linkBindings(
        group: DisplayText, descriptions: [PagerAction: DisplayText]
    ) -> [KeyTable<PagerAction>.Binding] {
        [
            .init([.tab], .nextLink, descriptions[.nextLink] ?? "", group: group, name: "next_link"),
            .init([.backTab], .previousLink, descriptions[.previousLink] ?? "", group: group, name: "previous_link"),
            .init([.enter], .openLink, descriptions[.openLink] ?? "", group: group, name: "open_link"),
        ]
    }
}
