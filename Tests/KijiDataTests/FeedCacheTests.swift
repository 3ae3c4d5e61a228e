import Foundation
import KijiData
import KijiDomain
import Testing

@Suite("Feeds in the cache on a real SQLite file")
struct FeedCacheTests {
    private let url = "https://qiita.com/popular-items/feed"

    @Test func savedFeed_comesBackWithItsETag_andAConfirmationMovesItsTime() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try store.feed(url: url) == nil)
        try store.saveFeed("<feed/>", etag: "W/\"abc\"", url: url, fetchedAt: Date(timeIntervalSince1970: 100))
        try store.confirmFeed(url: url, at: Date(timeIntervalSince1970: 200))
        let reopened = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let kept = try #require(try reopened.feed(url: url))
        #expect(kept.body == "<feed/>" && kept.etag == "W/\"abc\"")
        #expect(kept.fetchedAt == Date(timeIntervalSince1970: 200))
    }

    @Test func newerCopy_replacesTheKeptOne() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveFeed("old", etag: "W/\"1\"", url: url)
        try store.saveFeed("new", etag: nil, url: url)
        #expect(try store.feed(url: url)?.body == "new")
        #expect(try store.feed(url: url)?.etag == nil)
    }

    @Test func clearingTheCache_forgetsFeedsAndFollowedSources() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveFeed("<feed/>", etag: nil, url: url)
        try store.saveFollowedSources([.tag(Tag("swift"))], namespace: "qiita.com")
        try store.clear()
        #expect(try store.feed(url: url) == nil)
        #expect(try store.followedSources(namespace: "qiita.com") == nil)
    }

    @Test func followedSources_comeBackInOrderPerAPI() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let sources: [FollowTarget] = [.tag(Tag("C#")), .user(User.ID("alice")), .tag(Tag("日本語"))]
        try store.saveFollowedSources(sources, namespace: "qiita.com")
        #expect(try store.followedSources(namespace: "qiita.com") == sources)
        #expect(try store.followedSources(namespace: "team.qiita.com") == nil)
    }
}
