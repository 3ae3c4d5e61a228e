import ArticleLayout
import Localization

extension ArticleWords {
    /// The words ArticleLayout writes around an article (section titles, the comments link, image
    /// placeholders), in the user's language from kiji's catalog.
    static var inUsersLanguage: ArticleWords {
        ArticleWords(
            links: tr("Links"), footnotes: tr("Footnotes"), comments: tr("Comments"),
            commentsWithCount: tr("Comments ({count})"), image: tr("[image]"), imageWithAlt: tr("[image: {alt}]"))
    }
}
