import TerminalUI

/// What keys do while an overlay (help, error details) is open; any other key closes it.
enum OverlayAction: Hashable, Sendable {
    /// Scroll the overlay by this many lines (negative: up).
    case scroll(Int)

    /// The overlay's keys, in the one table that dispatches them.
    static let keyTable = KeyTable<OverlayAction>([
        .init([.down, .character("j")], .scroll(1), tr("Line down"), group: tr("Overlays")),
        .init([.up, .character("k")], .scroll(-1), tr("Line up"), group: tr("Overlays")),
        .init([.pageDown, .character(" ")], .scroll(10), tr("Ten lines down"), group: tr("Overlays")),
        .init([.pageUp, .character("b")], .scroll(-10), tr("Ten lines up"), group: tr("Overlays")),
    ])
}
