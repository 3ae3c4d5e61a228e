import Foundation
@testable import KijiData
import KijiDomain
import Testing

/// Where the reader left an article is kept in the cache file, by origin, until forgotten.
struct ReadingPlaceCacheTests {
    private static let kept = KeptReadingPlace(
        place: ReadingPlace(words: "Paragraph 37 says", occurrence: 2, linesAbove: 1, share: 0.61), version: "1795100000:9f3a")

    @Test func aPlaceKept_isReadBackByTheNextRun() throws {
        let folder = try TemporaryFolder()
        try CacheStore(path: folder.cachePath, origin: "qiita.com").setReadingPlace(Self.kept, itemID: "x")
        let places = PersistentReadingPlaces(store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        #expect(places.place(of: Item.ID("x")) == Self.kept)
        #expect(places.place(of: Item.ID("y")) == nil)
    }

    @Test func aPlaceKeptAgain_replacesTheLastOne() throws {
        let folder = try TemporaryFolder()
        let places = PersistentReadingPlaces(store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        places.keep(Self.kept, of: Item.ID("x"))
        var later = Self.kept
        later.place.share = 0.8
        places.keep(later, of: Item.ID("x"))
        #expect(places.place(of: Item.ID("x")) == later)
    }

    @Test func aPlaceForgotten_isGone() throws {
        let folder = try TemporaryFolder()
        let places = PersistentReadingPlaces(store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        places.keep(Self.kept, of: Item.ID("x"))
        places.keep(nil, of: Item.ID("x"))
        #expect(places.place(of: Item.ID("x")) == nil)
    }

    @Test func cacheInfo_countsTheOriginsPlacesAndItsSearchIndex() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let other = try CacheStore(path: folder.cachePath, origin: "127.0.0.1:8080")
        try store.setReadingPlace(Self.kept, itemID: "x")
        try other.setReadingPlace(Self.kept, itemID: "y")
        for id in ["a", "b", "c"] { try store.saveItem(Sample.item(id)) }
        try other.saveItem(Sample.item("z"))
        #expect(try store.writeQueuedSearchRows(limit: 2) == 2)
        let info = try store.info()
        #expect(info.readingPlaces == 1)
        #expect((info.indexedItems, info.itemsWaitingForIndex) == (2, 1))
    }

    @Test func clearingTheCache_keepsThePlaces_asItKeepsTheReadMarks() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.setReadingPlace(Self.kept, itemID: "x")
        _ = try store.clear()
        #expect(try store.readingPlace(itemID: "x") == Self.kept)
    }

    @Test func aPlaceKeptForOneOrigin_isNotAnothers() throws {
        let folder = try TemporaryFolder()
        try CacheStore(path: folder.cachePath, origin: "demo-20261122-1000").setReadingPlace(Self.kept, itemID: "x")
        #expect(try CacheStore(path: folder.cachePath, origin: "qiita.com").readingPlace(itemID: "x") == nil)
        #expect(try CacheStore(path: folder.cachePath, origin: "demo-20261122-1000").readingPlace(itemID: "x") == Self.kept)
    }
}
