/// Movements and link actions a ``TextView`` understands.
public enum PagerAction: Hashable, Sendable {
    /// Up one line.
    case lineUp
    /// Down one line.
    case lineDown
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
    /// Focus the next link.
    case nextLink
    /// Focus the previous link.
    case previousLink
    /// Open the focused link.
    case openLink

    /// The usual keys: arrows and j/k, PageUp/PageDown, space/b and C-f/C-b, C-u/C-d, Home/g, End/G, Tab, S-Tab, Enter.
    public static let defaultBindings: [KeyTable<PagerAction>.Binding] = [
        .init([.up, .character("k")], .lineUp, "Line up", group: "Reading"),
        .init([.down, .character("j")], .lineDown, "Line down", group: "Reading"),
        .init([.pageUp, .character("b"), .ctrl("b")], .pageUp, "Page up", group: "Reading"),
        .init([.pageDown, .character(" "), .ctrl("f")], .pageDown, "Page down", group: "Reading"),
        .init([.ctrl("u")], .halfPageUp, "Half a page up", group: "Reading"),
        .init([.ctrl("d")], .halfPageDown, "Half a page down", group: "Reading"),
        .init([.home, .character("g")], .top, "Beginning", group: "Reading"),
        .init([.end, .character("G")], .bottom, "End", group: "Reading"),
        .init([.tab], .nextLink, "Next link", group: "Links"),
        .init([.backTab], .previousLink, "Previous link", group: "Links"),
        .init([.enter], .openLink, "Open the focused link", group: "Links"),
    ]
}
