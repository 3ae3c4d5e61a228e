import FoundationEssentials
import KijiDomain
import LeanFoundation

/// Which page of which list comes next as a list is read to its end, past Qiita's last page.
///
/// Qiita serves pages 1 to 100 of a list, at most 100 items each. The walk reads the list's own pages
/// at the reader's page size; at page 100, when more follow, it goes on at 100 items a page where the
/// arithmetic allows (page 21 at 100 follows page 100 at 20); at page 100 of that, it asks Qiita's
/// search for the same list's items created on or before the day of the last item shown
/// (`tag:swift created:<=2024-03-05`) and pages that list the same way, again and again. Items of
/// the boundary day shown already come again; ``PagedItems`` drops them by id.
///
/// Pure logic: it says what to ask for and learns what came back.
struct ListWalk: Sendable {
    /// One page to fetch.
    struct Request: Sendable, Hashable {
        /// The list, which after the first 100 pages is a search by date.
        var source: ItemListSource
        /// The page, 1 to 100.
        var page: Int
        /// Items per page, 1 to 100.
        var perPage: Int
    }

    /// The last page Qiita serves, and the most items it serves on one.
    static let pageLimit = 100

    /// The list as the reader opened it.
    let base: ItemListSource
    /// The first page of the list.
    let first: Request
    /// The page to fetch next; nil once the list has ended.
    private(set) var next: Request?
    /// Why the list ended; nil while pages follow.
    private(set) var end: ListEnd?
    /// How many items the pages fetched so far held, duplicates included.
    private var fetched = 0
    /// The day a walk by date is bounded by, and whether that day is left out (`<` rather than `<=`).
    private var boundary: (day: String, excluded: Bool)?

    /// How many items the pages about to be fetched hold at most: the next page's size, or 100
    /// within the last ``approach`` pages Qiita serves at a smaller size, since 100-item pages
    /// follow them. The prefetch distance follows it, so that the loaded rows ahead have grown to
    /// what large pages need by the time the first is asked for.
    var upcomingPageSize: Int {
        guard let next else { return first.perPage }
        return next.page > Self.pageLimit - Self.approach ? Self.pageLimit : next.perPage
    }

    /// How many pages before the last the walk reads ahead as for 100-item pages.
    static let approach = 10

    /// Qiita reads search dates in Japan time, whatever the reader's zone.
    static let searchTimeZone = LocalTimeZone.fixed(secondsFromGMT: 9 * 3600)

    /// The walk of `source` from its first page, `perPage` items a page.
    init(source: ItemListSource, perPage: Int) {
        base = source
        first = Request(source: source, page: 1, perPage: min(max(1, perPage), Self.pageLimit))
        next = first
    }

    /// Learns what the page ``next`` named held: `count` items, the number of the page after it
    /// (nil when the server says none follows), the list's total when the server says, and the
    /// creation time of the last item shown so far.
    mutating func advance(count: Int, nextPage: Int?, totalCount: Int?, lastShown: Date?) {
        guard let served = next else { return }
        fetched += count
        if count == 0 { return finish(.nothingOlder(oldest: lastShown)) }
        if let page = nextPage, served.page < Self.pageLimit {
            next = Request(source: served.source, page: page, perPage: served.perPage)
            return
        }
        let reached = served.page * served.perPage
        let moreFollow = served.page >= Self.pageLimit && (totalCount.map { $0 > reached } ?? (nextPage != nil || count == served.perPage))
        guard moreFollow else { return finish(.nothingOlder(oldest: lastShown)) }
        if served.perPage < Self.pageLimit, reached % Self.pageLimit == 0, reached / Self.pageLimit < Self.pageLimit {
            next = Request(source: served.source, page: reached / Self.pageLimit + 1, perPage: Self.pageLimit)
            return
        }
        guard let lastShown, let source = continuation(before: lastShown) else { return finish(.pageLimit(shown: fetched)) }
        next = Request(source: source, page: 1, perPage: Self.pageLimit)
    }

    /// The search that goes on from the day of `date`: the list's own terms with `created:<=DAY`,
    /// or `created:<DAY` when a whole walk of that bound ended on the same day again; nil when the
    /// list is not a search's, or when even that stayed on the day.
    private mutating func continuation(before date: Date) -> ItemListSource? {
        guard let terms = Self.terms(of: base) else { return nil }
        let day = LocalDateTime(date, in: Self.searchTimeZone).dayText
        let excluded = boundary?.day == day
        if excluded, boundary?.excluded == true { return nil }
        boundary = (day, excluded)
        let bound = (excluded ? "created:<" : "created:<=") + day
        let alternatives = terms.isEmpty ? [bound] : terms.map { $0 + " " + bound }
        return .search(alternatives.joined(separator: " OR "))
    }

    /// The search terms of a list, one string per `OR` alternative (so that the date bound joins
    /// each); nil for a list no search reaches (a user's stocks).
    static func terms(of source: ItemListSource) -> [String]? {
        switch source {
        case .all: return []
        case .tag(let tag): return ["tag:\(tag.name)"]
        case .user(let user): return ["user:\(user.rawValue)"]
        case .stocks: return nil
        case .search(let query):
            let words = query.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
            return words.split(separator: "OR").map { $0.joined(separator: " ") }
        }
    }

    private mutating func finish(_ reason: ListEnd) {
        next = nil
        end = reason
    }
}
