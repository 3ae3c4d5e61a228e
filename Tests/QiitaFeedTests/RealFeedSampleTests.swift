import Conformance
import Foundation
import QiitaFeed
import Testing

/// The parser on the real Qiita feeds in shared/conformance/feeds, read in place.
@Suite("AtomFeedParser on the real Qiita feeds")
struct RealFeedSampleTests {
    private let qiita = URL(string: "https://qiita.com/popular-items/feed")!

    private func feed(_ name: String, from url: URL? = nil) throws -> AtomFeed {
        let text = try ConformanceMaterial.original("feeds/" + name)
        return try AtomFeedParser().parse(Array(text.utf8), from: url ?? qiita)
    }

    @Test func popularItems_readsTheFeedsUpdatedAndBothEntries() throws {
        let feed = try feed("popular-items-2023-02-07.atom")
        #expect(feed.updated == (try Date("2023-02-07T17:00:00+09:00", strategy: .iso8601)))
        #expect(feed.entries.count == 2)
        #expect(feed.skipped.isEmpty)
        let first = try #require(feed.entries.first)
        #expect(first.title == "Kubernetesに腰を据えて入門する方向けのロードマップ")
        #expect(first.userID == "riita10069")
        #expect(first.authorName == "riita10069")
        #expect(first.published == (try Date("2023-02-05T19:36:38+09:00", strategy: .iso8601)))
        #expect(feed.entries[1].updated == (try Date("2023-02-07T15:37:53+09:00", strategy: .iso8601)))
    }

    @Test func popularItems_takesTheItemIDFromTheLinkNeverTheNumericID() throws {
        let feed = try feed("popular-items-2023-02-07.atom")
        #expect(feed.entries.map(\.itemID) == ["292c90b008e3714ee88b", "77eee9535fb1a092e286"])
        #expect(!feed.entries.contains { $0.itemID.contains("1680311") || $0.itemID.contains("PublicArticle") })
    }

    @Test func popularItems_keepsTheLinkWithItsDecodedQuery() throws {
        let feed = try feed("popular-items-2023-02-07.atom")
        #expect(feed.entries[0].link
            == "https://qiita.com/riita10069/items/292c90b008e3714ee88b?utm_campaign=popular_items&utm_medium=feed&utm_source=popular_items")
    }

    @Test func popularItems_givesTheExcerptAsPlainTextWithItsFirstLine() throws {
        let entry = try #require(try feed("popular-items-2023-02-07.atom").entries.first)
        #expect(entry.firstLine == "背景")
        #expect(entry.excerpt.hasPrefix("背景\n最近、「コンテナはもうわかってきたので"))
        #expect(entry.excerpt.hasSuffix("必要に応…"))
    }

    @Test func tagFeed_readsFourEntriesAndDecodesTheTwiceEscapedArrow() throws {
        let feed = try feed("tag-swift-2023-12-30.atom", from: URL(string: "https://qiita.com/tags/swift/feed")!)
        #expect(feed.entries.map(\.itemID)
            == ["54d4209a700ec4584083", "ab2caa9aafe3a8e22f3b", "9ff876c557ae4b521085", "056da3f296ec6fcc7ef9"])
        #expect(feed.entries.map(\.userID) == ["masakihori", "SNQ-2001", "Ri__", "TajimaMiho"])
        #expect(feed.entries[0].excerpt.contains("func add2(_ i: Int) -> …"))
        #expect(feed.entries[0].firstLine == "Point-Free Styleとは")
        #expect(feed.entries[3].title == #""~が...へのアクセスを求めています"の実装方法"#)
        #expect(feed.updated == (try Date("2023-12-30T09:55:43+09:00", strategy: .iso8601)))
    }

    @Test func userFeed_withoutContent_hasEmptyExcerpts() throws {
        let feed = try feed("user-shou-dev19-2026-08-11.atom", from: URL(string: "https://qiita.com/shou-dev19/feed")!)
        #expect(feed.entries.count == 4)
        #expect(feed.entries.allSatisfy { $0.excerpt.isEmpty && $0.firstLine.isEmpty })
        #expect(feed.entries.allSatisfy { $0.userID == "shou-dev19" })
    }

    @Test func realFeed_fromAnotherHost_skipsEveryEntryAndSaysWhy() throws {
        let feed = try feed("popular-items-2023-02-07.atom", from: URL(string: "http://127.0.0.1:8080/popular-items/feed")!)
        #expect(feed.entries.isEmpty)
        #expect(feed.skipped.map(\.reason) == [.otherHost("qiita.com"), .otherHost("qiita.com")])
    }
}
