import Foundation
import KijiData
import Synchronization
import Testing

/// The image folder on a real file system: keeping, reading, the budget, least recently used first.
@Suite("ImageDiskCache")
struct ImageDiskCacheTests {
    private func bytes(_ count: Int, _ value: UInt8) -> [UInt8] { [UInt8](repeating: value, count: count) }

    @Test func keptBytes_areReadBack_andOtherAddressesHaveNone() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 1_000_000 }
        cache.store(bytes(100, 1), for: "https://a.example/1.png")
        #expect(cache.bytes(for: "https://a.example/1.png") == bytes(100, 1))
        #expect(cache.bytes(for: "https://a.example/2.png") == nil)
        #expect(cache.info() == ImageCacheInfo(folder: folder.path + "/images", files: 1, bytes: 100))
        #expect(TemporaryFolder.mode(of: URL(fileURLWithPath: folder.path + "/images")) == 0o700)
    }

    @Test func newFileOverTheBudget_evictsTheLeastRecentlyUsed() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 300 }
        cache.store(bytes(100, 1), for: "a")
        usleep(20_000)
        cache.store(bytes(100, 2), for: "b")
        usleep(20_000)
        cache.store(bytes(100, 3), for: "c")
        usleep(20_000)
        _ = cache.bytes(for: "a")  // a is now used more recently than b
        usleep(20_000)
        cache.store(bytes(100, 4), for: "d")
        #expect(cache.bytes(for: "b") == nil)
        #expect(cache.bytes(for: "a") == bytes(100, 1))
        #expect(cache.bytes(for: "c") == bytes(100, 3))
        #expect(cache.bytes(for: "d") == bytes(100, 4))
        #expect(cache.info().bytes == 300)
    }

    @Test func shrinkingBudget_isAskedAgainAtEachWrite() throws {
        let folder = try TemporaryFolder()
        let budget = Atomic<Int>(1000)
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { budget.load(ordering: .relaxed) }
        for index in 0..<5 {
            cache.store(bytes(100, UInt8(index)), for: "\(index)")
            usleep(5_000)
        }
        #expect(cache.info().files == 5)
        budget.store(250, ordering: .relaxed)  // the database grew and leaves less
        cache.store(bytes(100, 9), for: "new")
        #expect(cache.info().files == 2)
        #expect(cache.bytes(for: "new") != nil)
        #expect(cache.bytes(for: "4") != nil)
    }

    @Test func clear_removesEveryImage_andSaysHowMany() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 1_000_000 }
        for index in 0..<3 { cache.store(bytes(10, 1), for: "\(index)") }
        #expect(cache.clear() == 3)
        #expect(cache.info().files == 0)
        #expect(cache.bytes(for: "0") == nil)
    }

    @Test func clear_removesWhatAnInterruptedWriteLeft_withoutCountingItAsAnImage() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 1_000_000 }
        cache.store(bytes(10, 1), for: "kept")
        let leftover = folder.path + "/images/.incoming-99999-1"
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data("half an image".utf8)))
        #expect(cache.clear() == 1)
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    @Test func unwritableFolder_keepsNothing_withoutFailing() throws {
        let folder = try TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.path + "/images", contents: Data("a file, not a folder".utf8)))
        let cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 1_000_000 }
        cache.store(bytes(10, 1), for: "a")
        #expect(cache.bytes(for: "a") == nil)
        #expect(cache.info().files == 0)
    }
}
