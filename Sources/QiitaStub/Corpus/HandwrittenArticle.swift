/// An article written by hand for the corpus, to exercise the renderer with real prose.
///
/// The generator gives each one an id, dates and counts; the text here is what a reader sees.
public struct HandwrittenArticle: Sendable {
    /// The item title; may be long and may mix Japanese and Latin text.
    public let title: String
    /// The login name of the author; the corpus creates the user when it is not a generated one.
    public let author: String
    /// The author's display name.
    public let authorName: String
    /// Tag names, one to five, as Qiita allows.
    public let tags: [String]
    /// The Markdown body, in Qiita's dialect (GFM plus `:::note` and `lang:filename` fences).
    public let body: String

    /// Creates an article.
    public init(title: String, author: String, authorName: String, tags: [String], body: String) {
        self.title = title
        self.author = author
        self.authorName = authorName
        self.tags = tags
        self.body = body
    }
}
