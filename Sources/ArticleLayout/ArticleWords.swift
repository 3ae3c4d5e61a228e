/// The words an article's layout writes of its own (section headings, placeholders, labels), in
/// the caller's language; the article's text is never among them.
public struct ArticleWords: Sendable, Hashable {
    /// The heading of the numbered links after the body.
    public var links: String
    /// The heading of the footnotes after the body.
    public var footnotes: String
    /// The summary of a foldable section that has none.
    public var details: String
    /// The labels of Qiita's notes, after their symbol: information, warning and alert.
    public var note: String
    public var warning: String
    public var alert: String
    /// The word in an image's placeholder: `[image]`, `[image: alt]`.
    public var image: String
    /// The link after the body when there are no comments yet.
    public var comments: String
    /// The same with the count, `{count}` standing for it: `Comments ({count})`.
    public var commentsWithCount: String

    /// Creates the words.
    public init(
        links: String, footnotes: String, details: String, note: String, warning: String, alert: String, image: String,
        comments: String, commentsWithCount: String
    ) {
        self.links = links
        self.footnotes = footnotes
        self.details = details
        self.note = note
        self.warning = warning
        self.alert = alert
        self.image = image
        self.comments = comments
        self.commentsWithCount = commentsWithCount
    }

    /// English, for callers that have no catalog (benchmarks, tests).
    public static let english = ArticleWords(
        links: "Links", footnotes: "Footnotes", details: "Details", note: "Note", warning: "Warning", alert: "Alert",
        image: "image", comments: "Comments", commentsWithCount: "Comments ({count})")

    /// The footer link's label for `count` comments.
    func comments(count: Int) -> String {
        count > 0 ? commentsWithCount.replacing("{count}", with: String(count)) : comments
    }

    /// An image's placeholder: `[image]`, or `[image: alt]` with its description.
    func imagePlaceholder(alt: String) -> String {
        alt.isEmpty ? "[\(image)]" : "[\(image): \(alt)]"
    }
}
