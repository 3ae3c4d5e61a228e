import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// The continuation rule: a list's own pages to 100, then 100 items a page, then searches by date.
@Suite("List walk past page 100")
struct ListWalkTests {
    /// 2024-03-05 12:00 in Japan.
    private static let march5 = Date(timeIntervalSince1970: 1_709_607_600)
    /// 2024-03-05 23:30 in Japan: 14:30 UTC, still the 5th in Japan.
    private static let march5LateInJapan = Date(timeIntervalSince1970: 1_709_649_000)

    private typealias Request = ListWalk.Request

    /// Walks `walk` through pages 2…`page` that all say another follows, `perPage` items each.
    private static func walk(_ walk: inout ListWalk, through page: Int) {
        while let next = walk.next, next.page < page || next.page == 1 {
            walk.advance(count: next.perPage, nextPage: next.page + 1, totalCount: 30_000, lastShown: march5)
        }
    }

    @Test func withinTheFirstHundredPages_followsTheServersNextPage() {
        var walk = ListWalk(source: .tag(Tag("Swift")), perPage: 20)
        #expect(walk.next == Request(source: .tag(Tag("Swift")), page: 1, perPage: 20))
        walk.advance(count: 20, nextPage: 2, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.next == Request(source: .tag(Tag("Swift")), page: 2, perPage: 20))
    }

    @Test func afterPage100At20_goesOnWithPage21At100() {
        var walk = ListWalk(source: .all, perPage: 20)
        Self.walk(&walk, through: 100)
        #expect(walk.next == Request(source: .all, page: 100, perPage: 20))
        walk.advance(count: 20, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.next == Request(source: .all, page: 21, perPage: 100))
    }

    @Test func theLastTenPagesBeforeTheCap_readAheadAsForPagesOf100() {
        var walk = ListWalk(source: .all, perPage: 20)
        #expect(walk.upcomingPageSize == 20)
        Self.walk(&walk, through: 90)
        #expect(walk.next?.page == 90)
        #expect(walk.upcomingPageSize == 20)
        walk.advance(count: 20, nextPage: 91, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.upcomingPageSize == 100)
    }

    @Test func afterPage100At100_searchesTheSameListByDate_onAndBeforeTheLastDayShown() {
        for (source, query) in [
            (ItemListSource.all, "created:<=2024-03-05"), (.tag(Tag("Swift")), "tag:Swift created:<=2024-03-05"),
            (.user(User.ID("alice")), "user:alice created:<=2024-03-05"),
            (.search("vapor title:入門"), "vapor title:入門 created:<=2024-03-05"),
        ] {
            var walk = ListWalk(source: source, perPage: 100)
            Self.walk(&walk, through: 100)
            walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5LateInJapan)
            #expect(walk.next == Request(source: .search(query), page: 1, perPage: 100), "\(source)")
        }
    }

    @Test func aSearchWithOR_getsTheDateBoundInEveryAlternative() {
        var walk = ListWalk(source: .search("tag:go OR tag:rust"), perPage: 100)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.next?.source == .search("tag:go created:<=2024-03-05 OR tag:rust created:<=2024-03-05"))
    }

    @Test func aSearchByDate_isPagedAndContinuedTheSameWay() {
        var walk = ListWalk(source: .tag(Tag("Swift")), perPage: 100)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        Self.walk(&walk, through: 100)
        #expect(walk.next == Request(source: .search("tag:Swift created:<=2024-03-05"), page: 100, perPage: 100))
        let february = Date(timeIntervalSince1970: 1_707_000_000)  // 2024-02-04 in Japan
        walk.advance(count: 100, nextPage: nil, totalCount: 12_000, lastShown: february)
        #expect(walk.next == Request(source: .search("tag:Swift created:<=2024-02-04"), page: 1, perPage: 100))
    }

    @Test func aWholeSearchEndingOnItsOwnBoundaryDay_leavesThatDayOut() {
        var walk = ListWalk(source: .all, perPage: 100)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.next?.source == .search("created:<2024-03-05"))
    }

    @Test func aUsersStocks_endAtPage100_sayingQiitaServesNoMore() {
        var walk = ListWalk(source: .stocks(User.ID("alice")), perPage: 100)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: 30_000, lastShown: Self.march5)
        #expect(walk.next == nil)
        #expect(walk.end == .pageLimit(shown: 10_000))
    }

    @Test func aLastPageBelowTheCap_endsWithNothingOlder() {
        var walk = ListWalk(source: .all, perPage: 20)
        walk.advance(count: 7, nextPage: nil, totalCount: 7, lastShown: Self.march5)
        #expect(walk.next == nil)
        #expect(walk.end == .nothingOlder(oldest: Self.march5))
    }

    @Test func page100WithNothingBeyondIt_endsWithNothingOlder() {
        var walk = ListWalk(source: .all, perPage: 20)
        Self.walk(&walk, through: 100)
        walk.advance(count: 20, nextPage: nil, totalCount: 2000, lastShown: Self.march5)
        #expect(walk.end == .nothingOlder(oldest: Self.march5))
    }

    @Test func anEmptyAnswerToTheSearchByDate_endsWithNothingOlder() {
        var walk = ListWalk(source: .all, perPage: 100)
        Self.walk(&walk, through: 100)
        walk.advance(count: 100, nextPage: nil, totalCount: nil, lastShown: Self.march5)
        #expect(walk.next?.source == .search("created:<=2024-03-05"))
        walk.advance(count: 0, nextPage: nil, totalCount: 0, lastShown: Self.march5)
        #expect(walk.next == nil)
        #expect(walk.end == .nothingOlder(oldest: Self.march5))
    }
}
