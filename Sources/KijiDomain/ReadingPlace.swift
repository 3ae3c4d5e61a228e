/// Where a reader left an article, in terms that hold at any terminal width.
///
/// The anchor is the first line of text at or below the top of the view: its first words, which
/// of their occurrences in the article it is, and how many lines above it the view began (blank
/// lines, a rule). A wrap moves words from line to line but keeps them in order, so the same words
/// are found at any width and their line goes back to the top. Where they are gone (a table laid
/// out afresh, a section folded), ``share`` places the view by proportion instead.
public struct ReadingPlace: Sendable, Hashable {
    /// The first words of the anchor line, as drawn; empty when no line in view has any, and
    /// then ``share`` alone places the view.
    public var words: String
    /// How many times ``words`` occur in the article before the anchor line.
    public var occurrence: Int
    /// The lines between the top of the view and the anchor line.
    public var linesAbove: Int
    /// How far down the article the top of the view was, from 0 to 1.
    public var share: Double

    /// Creates a place.
    public init(words: String, occurrence: Int, linesAbove: Int, share: Double) {
        self.words = words
        self.occurrence = occurrence
        self.linesAbove = linesAbove
        self.share = share
    }
}

/// A reading place as kept for an item, with the version of the article it was read in.
public struct KeptReadingPlace: Sendable, Hashable {
    /// Where the reader left the article.
    public var place: ReadingPlace
    /// ``ArticleVersion`` of the item when it was left.
    public var version: String

    /// Creates a kept place.
    public init(place: ReadingPlace, version: String) {
        self.place = place
        self.version = version
    }
}

/// Remembers where the reader left each article.
public protocol ReadingPlaces: Sendable {
    /// Where the reader left the item, if a place is kept for it.
    func place(of id: Item.ID) -> KeptReadingPlace?
    /// Keeps where the reader left the item; nil forgets it, so the item opens at the top.
    func keep(_ place: KeptReadingPlace?, of id: Item.ID)
}

/// No reading places: every article opens at the top.
public struct NoReadingPlaces: ReadingPlaces {
    /// Creates the empty set of places.
    public init() {}

    public func place(of id: Item.ID) -> KeptReadingPlace? { nil }

    public func keep(_ place: KeptReadingPlace?, of id: Item.ID) {}
}
