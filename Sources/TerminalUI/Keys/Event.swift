/// Something the event loop delivers to.
public enum Event: Sendable, Hashable {
    /// A key or mouse event.
    case key(Key)
    /// Text the user pasted (bracketed paste), sanitised: no controls but newline and tab. It is
    /// never read as keys.
    case paste(String)
    /// A key or sequence that means nothing to kiji, by a printable name such as `ESC[99~`; it
    /// does nothing, but the error details can name it.
    case unboundKey(String)
    /// The terminal now has this size; layout should be recomputed.
    case resize(TerminalSize)
    /// The spinner advanced (sent only while the loop is busy).
    case tick
}
