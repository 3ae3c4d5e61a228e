import ArticleLayout
import KijiDomain
import MarkdownText

/// The article a draft is shown as, on screen and in print alike.
public enum DraftArticle {
    /// `draft` with its parsed `body`: its title (`name`, e.g. the file's name, when it has none) and tags.
    public static func article(of draft: ArticleDraft, name: String, body: Document) -> Article {
        Article(title: draft.title.isEmpty ? name : draft.title, tags: draft.tags, body: body)
    }
}
