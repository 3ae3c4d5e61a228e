import MarkdownText

/// An article as a reader sees it: the facts of its header and its parsed body.
///
/// Every screen or printout of an article is built from this one value by `ArticleLayout`, so the
/// detail screen, the print mode and the preview show the same lines. The strings are untrusted;
/// layout sanitises them.
public struct Article: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The author's login without the `@` (`alice`); empty when there is no author, as in a preview.
    public var authorLogin: String
    /// The author's display name, possibly empty.
    public var authorName: String
    /// Tag names.
    public var tags: [String]
    /// Facts such as `12 likes · 3 stocks`, shown dim after the tags; empty for none.
    public var counts: String
    /// Dates such as `Posted 2026-11-20 · Updated 2026-11-21`; empty for none.
    public var dates: String
    /// The article's web address; empty for none.
    public var url: String
    /// The body, parsed once and kept, so laying out again never parses again.
    public var body: Document
    /// How many comments the article has, shown on a line after the body that leads to them; nil
    /// for no such line (a printout, a preview).
    public var commentsCount: Int?

    /// Creates an article.
    public init(
        title: String, authorLogin: String = "", authorName: String = "", tags: [String] = [], counts: String = "",
        dates: String = "", url: String = "", body: Document, commentsCount: Int? = nil
    ) {
        self.title = title
        self.authorLogin = authorLogin
        self.authorName = authorName
        self.tags = tags
        self.counts = counts
        self.dates = dates
        self.url = url
        self.body = body
        self.commentsCount = commentsCount
    }
}
