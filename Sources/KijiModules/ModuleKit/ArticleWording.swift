import ArticleLayout
import Localization

extension ArticleWords {
    /// The article layout's own words in the user's language (`Links`, `[image: …]`, `Comments (3)`).
    public static var translated: ArticleWords {
        ArticleWords(
            links: tr("Links"), footnotes: tr("Footnotes"), details: tr("Details"), note: tr("Note"), warning: tr("Warning"),
            alert: tr("Alert"), image: tr("image"), comments: tr("Comments"), commentsWithCount: tr("Comments ({count})"))
    }
}
