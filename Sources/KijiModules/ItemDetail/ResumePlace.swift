import KijiDomain

/// Where an article opens, once its text is known.
public enum ResumePlace: Sendable, Equatable {
    /// At the top: no place is kept for it.
    case top
    /// Where the reader left it.
    case place(ReadingPlace)
    /// At the top, because the article changed since the reader left it.
    case changed
}
