/// A parsed Markdown document: its blocks, the numbered links they refer to, and its footnotes.
public struct Document: Hashable, Sendable {
    /// The blocks in reading order.
    public var blocks: [Block]
    /// The link and image URLs, numbered from 1 in order of first appearance, one entry per URL.
    ///
    /// A URL linked twice keeps its first number. Autolinks are numbered as well; see `InlineStyle.autolink`.
    public var links: [LinkReference]
    /// The footnotes, numbered from 1 in order of first reference; unreferenced ones are dropped.
    public var footnotes: [Footnote]

    /// Creates a document.
    public init(blocks: [Block], links: [LinkReference] = [], footnotes: [Footnote] = []) {
        self.blocks = blocks
        self.links = links
        self.footnotes = footnotes
    }
}

/// One entry of a document's reference list: a URL and its number.
public struct LinkReference: Hashable, Sendable {
    /// The number that link spans carry, from 1.
    public var number: Int
    /// The URL, as written (not validated).
    public var url: String
    /// The plain text of the first link (or the alt text of the first image) with this URL.
    public var text: String

    /// Creates a reference.
    public init(number: Int, url: String, text: String) {
        self.number = number
        self.url = url
        self.text = text
    }
}

/// A footnote (`[^label]: …`) and its number.
public struct Footnote: Hashable, Sendable {
    /// The number that footnote-reference spans show, from 1.
    public var number: Int
    /// The footnote's blocks.
    public var blocks: [Block]

    /// Creates a footnote.
    public init(number: Int, blocks: [Block]) {
        self.number = number
        self.blocks = blocks
    }
}
