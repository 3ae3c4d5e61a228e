import Foundation
import KijiData
import KijiDomain
import SQLite
import Testing

/// The `ETag` a kept list page came with, as `kiji sync` reads it back to ask with `If-None-Match`.
@Suite("List pages' ETags in the cache")
struct PageETagCacheTests {
    private let all = ListKey(.all, namespace: "qiita.com")

    @Test func aPageKeptWithAnETag_givesItBack_forItsOwnNumberAndSizeOnly() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a", "b"], next: 2), list: all, number: 1, perPage: 20, etag: #"W/"abc""#)
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == #"W/"abc""#)
        #expect(try store.pageETag(list: all, number: 2, perPage: 20) == nil)
        #expect(try store.pageETag(list: all, number: 1, perPage: 50) == nil)
        #expect(try store.page(list: all, number: 1, perPage: 20)?.page.elements.count == 2)
    }

    @Test func aPageKeptAgainWithoutAnETag_hasNone() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20, etag: #"W/"abc""#)
        try store.savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20)
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == nil)
    }

    @Test func aPageWithAnItemGoneOrItsBodyEvicted_hasNoETag_soItIsAskedForWhole() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a", "b"], next: nil), list: all, number: 1, perPage: 20, etag: #"W/"ab""#)
        try store.savePage(Sample.page(["c"], next: nil), list: all, number: 2, perPage: 20, etag: #"W/"c""#)
        try Database(path: folder.cachePath).write { db in
            try db.execute(sql: "DELETE FROM item WHERE id = 'b'")
            try db.execute(sql: "UPDATE item SET body = '', bodyBytes = 0 WHERE id = 'c'")
        }
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == nil)
        #expect(try store.pageETag(list: all, number: 2, perPage: 20) == nil)
    }

    @Test func aConfirmedPage_isKeptAsOfTheConfirmation_withItsItemsAndETag() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let kept = Date(timeIntervalSince1970: 1_795_000_000)
        let confirmed = Date(timeIntervalSince1970: 1_795_090_000)
        try store.savePage(Sample.page(["a", "b"], next: nil), list: all, number: 1, perPage: 20, etag: #"W/"ab""#, fetchedAt: kept)
        try store.confirmPage(list: all, number: 1, perPage: 20, at: confirmed)
        let page = try #require(try store.page(list: all, number: 1, perPage: 20))
        #expect(page.fetchedAt == confirmed)
        #expect(page.page.elements.map(\.id) == [Item.ID("a"), Item.ID("b")])
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == #"W/"ab""#)
    }

    @Test func aCacheFromBeforeETags_keepsItsPages_withoutETags_untilTheyComeAgain() throws {
        let folder = try TemporaryFolder()
        try CacheStore(path: folder.cachePath, origin: "qiita.com").savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20)
        try Database(path: folder.cachePath).write { db in
            try db.execute(sql: "ALTER TABLE listPage DROP COLUMN etag; PRAGMA user_version = 11;")
        }
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try store.page(list: all, number: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("a")])
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == nil)
        try store.savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20, etag: #"W/"a""#)
        #expect(try store.pageETag(list: all, number: 1, perPage: 20) == #"W/"a""#)
    }
}
