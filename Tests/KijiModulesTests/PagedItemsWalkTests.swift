import Foundation
import KijiDomain
import LeanFoundation
import Testing
@testable import KijiModules

/// A list read past Qiita's 100th page through ``PagedItems``: the requests it makes, and the
/// boundary day's items that come twice shown once.
@MainActor
@Suite("Paged items past page 100")
struct PagedItemsWalkTests {
    /// 2026-11-20 09:00 in Japan; item n is n hours older.
    private static let newest = 1_795_132_800.0

    private static func items(_ range: Range<Int>) -> [Item] {
        range.map { index in
            var item = Fixture.item("n\(index)")
            item.createdAt = Date(timeIntervalSince1970: newest - Double(index) * 3600)
            return item
        }
    }

    /// `pages` pages of `perPage` items, each naming the next, the last naming none, as Qiita
    /// serves a list of `total` at page 100.
    private static func replies(pages: Int, perPage: Int, from start: Int = 0, total: Int) -> [StubItemRepository.Reply] {
        (0..<pages).map { page in
            let first = start + page * perPage
            return .page(Fixture.page(items(first..<first + perPage), next: page + 1 < pages ? page + 2 : nil, total: total))
        }
    }

    private static func day(_ index: Int) -> String {
        LocalDateTime(Date(timeIntervalSince1970: newest - Double(index) * 3600), in: .fixed(secondsFromGMT: 9 * 3600)).dayText
    }

    @Test func afterPage100At20_page21At100_continuesWithoutAGapOrARepeat() async throws {
        let repository = StubItemRepository(
            Self.replies(pages: 100, perPage: 20, total: 2100)
                + [.page(Fixture.page(Self.items(2000..<2100), next: nil, total: 2100))])
        let pages = PagedItems(source: .tag(Tag("Swift")), repository: repository, perPage: 20)
        for _ in 0..<101 { try await pages.loadNextPage {} }
        #expect(repository.calls.last == .init(source: .tag(Tag("Swift")), page: 21, perPage: 100))
        #expect(pages.items.map(\.id.rawValue) == (0..<2100).map { "n\($0)" })
        #expect(pages.totalCount == 2100)
        #expect(pages.end == .nothingOlder(oldest: Self.items(2099..<2100)[0].createdAt))
    }

    @Test func afterPage100At100_searchesByTheLastDay_andDropsItsItemsShownAlready() async throws {
        let boundary = Self.day(9999)
        let sameDay = (9900..<10_000).filter { Self.day($0) == boundary }.first!
        let dateReply = StubItemRepository.Reply.page(
            Fixture.page(Self.items(sameDay..<10_000 + 50), next: nil, total: 10_050 - sameDay))
        let repository = StubItemRepository(Self.replies(pages: 100, perPage: 100, total: 30_000) + [dateReply])
        let pages = PagedItems(source: .user(User.ID("alice")), repository: repository, perPage: 100)
        for _ in 0..<101 { try await pages.loadNextPage {} }
        #expect(repository.calls.last == .init(source: .search("user:alice created:<=\(boundary)"), page: 1, perPage: 100))
        #expect(pages.items.map(\.id.rawValue) == (0..<10_050).map { "n\($0)" })
        #expect(pages.totalCount == 30_000)
        #expect(pages.nextPageSize == 100)
    }

    @Test func aPageOfOnlyItemsShownAlready_isFollowedByTheNextInTheSameLoad() async throws {
        let repository = StubItemRepository([
            .page(Fixture.page(Self.items(0..<3), next: 2)),
            .page(Fixture.page(Self.items(1..<3), next: 3)),
            .page(Fixture.page(Self.items(3..<5), next: nil)),
        ])
        let pages = PagedItems(source: .all, repository: repository, perPage: 3)
        try await pages.loadNextPage {}
        try await pages.loadNextPage {}
        #expect(repository.calls.map(\.page) == [1, 2, 3])
        #expect(pages.items.map(\.id.rawValue) == ["n0", "n1", "n2", "n3", "n4"])
    }

    @Test func offline_theCachedPagesOfTheWalkByDate_standIn() async throws {
        let boundary = Self.day(9999)
        let repository = StubItemRepository(
            Self.replies(pages: 100, perPage: 100, total: 30_000) + [.failure(Fixture.error())])
        repository.cachedPages[1] = CachedPage(
            page: Fixture.page(Self.items(10_000..<10_100), next: 2, total: 20_000), fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let pages = PagedItems(source: .all, repository: repository, perPage: 100)
        for _ in 0..<101 { try await pages.loadNextPage {} }
        #expect(repository.calls.last?.source == .search("created:<=\(boundary)"))
        #expect(pages.items.count == 10_100)
        #expect(pages.fallback?.fetchedAt == Date(timeIntervalSince1970: 1_795_000_000))
    }
}
