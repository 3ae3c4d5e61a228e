import ArticleLayout
import FoundationEssentials
import KijiDomain
import LeanFoundation
import Localization
import MarkdownText

/// The article an item is shown as, on the detail screen and in `kiji read`'s print alike.
public enum ItemArticle {
    /// `item` with its parsed `body`: title, author, tags, counts, dates in `timeZone`, and address.
    ///
    /// `stocked` (nil while unknown) and `stockChange` (stocks added here since loading) adjust the counts.
    public static func article(
        of item: Item, body: Document, stocked: Bool? = nil, stockChange: Int = 0, timeZone: LocalTimeZone = .system
    ) -> Article {
        article(of: item, body: body, stocked: stocked, stockChange: stockChange, dates: DateText(timeZone: timeZone))
    }

    /// The same with the dates written by `dates`, which a screen makes once.
    static func article(of item: Item, body: Document, stocked: Bool?, stockChange: Int, dates: DateText) -> Article {
        let posted = dates.day(item.createdAt)
        let updated = dates.day(item.updatedAt)
        let dateLine: String =
            updated.isEmpty || updated == posted
            ? tr("Posted {date}", ["date": posted]) : tr("Posted {posted} · Updated {updated}", ["posted": posted, "updated": updated])
        var counts: [String] = [
            trn("{count} like", "{count} likes", count: item.likesCount),
            trn("{count} stock", "{count} stocks", count: max(0, item.stocksCount + stockChange)),
        ]
        if let stocked { counts.append(stocked ? tr("Stocked") : tr("Not stocked")) }
        if item.commentsCount > 0 { counts.append(trn("{count} comment", "{count} comments", count: item.commentsCount)) }
        return Article(
            title: item.title, authorLogin: item.author.id.rawValue, authorName: item.author.name,
            tags: item.tags.map(\.name), counts: counts.joined(separator: " · "), dates: dateLine, url: item.url, body: body)
    }
}
