/// The few words ArticleLayout writes itself around an article, in the reader's language.
///
/// ArticleLayout knows no message catalog: the caller passes these (kiji from its catalog), and
/// English is the default. `{count}` and `{alt}` stand for the number and the image's alt text,
/// which is content and is never translated.
public struct ArticleWords: Hashable, Sendable {
    /// The title of the section listing the body's link addresses: `Links`.
    public var links: String
    /// The title of the footnotes section: `Footnotes`.
    public var footnotes: String
    /// The link to an article's comments when it has none yet: `Comments`.
    public var comments: String
    /// The link to an article's comments with their number: `Comments ({count})`.
    public var commentsWithCount: String
    /// The placeholder of an image without alt text: `[image]`.
    public var image: String
    /// The placeholder of an image with its alt text: `[image: {alt}]`.
    public var imageWithAlt: String

    /// Creates the words.
    public init(
        links: String, footnotes: String, comments: String, commentsWithCount: String, image: String, imageWithAlt: String
    ) {
        self.links = links
        self.footnotes = footnotes
        self.comments = comments
        self.commentsWithCount = commentsWithCount
        self.image = image
        self.imageWithAlt = imageWithAlt
    }

    /// The English words.
    public static let english = ArticleWords(
        links: "Links", footnotes: "Footnotes", comments: "Comments", commentsWithCount: "Comments ({count})",
        image: "[image]", imageWithAlt: "[image: {alt}]")

    /// The comments link's label for `count` comments.
    func commentsLabel(count: Int) -> String {
        count > 0 ? commentsWithCount.replacing("{count}", with: String(count)) : comments
    }

    /// An image's placeholder label for its alt text.
    func imageLabel(alt: String) -> String {
        guard !alt.isEmpty, let range = imageWithAlt.firstRange(of: "{alt}") else { return alt.isEmpty ? image : imageWithAlt }
        var label = imageWithAlt
        label.replaceSubrange(range, with: alt)
        return label
    }
}
