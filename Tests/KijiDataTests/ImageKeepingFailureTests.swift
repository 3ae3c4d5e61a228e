import Foundation
@testable import KijiData
import Testing

/// An image that cannot be kept is said once, with the reason; a full disk is called a full disk.
@Suite("Images that cannot be kept are said")
struct ImageKeepingFailureTests {
    @Test func aFileInPlaceOfTheImageFolder_isSaidOnce_withTheReason() throws {
        let folder = try TemporaryFolder()
        let images = folder.path + "/images"
        try #require(FileManager.default.createFile(atPath: images, contents: Data("not a folder".utf8)))
        let cache = ImageDiskCache(folder: images, origin: "qiita.com") { 1_000_000 }

        for number in 0..<3 { cache.store([1, 2, 3], for: "https://a.example/\(number).png") }

        #expect(cache.notices.drain() == ["Images cannot be kept in \(images): Not a directory."])
        #expect(cache.bytes(for: "https://a.example/0.png") == nil)
    }

    @Test func aFullDisk_isCalledAFullDisk_andNoHalfFileIsLeft() throws {
        let disk = try TemporaryFolder()
        guard Self.mountTinyDisk(at: disk.path) else {
            Issue.record("a 64 KiB tmpfs could not be mounted at \(disk.path); the suite runs as root (Scripts/test)")
            return
        }
        defer { _ = umount(disk.path) }
        let images = disk.path + "/images"
        let cache = ImageDiskCache(folder: images, origin: "qiita.com") { 1_000_000_000 }

        cache.store([UInt8](repeating: 7, count: 256 * 1024), for: "https://a.example/big.png")

        #expect(cache.notices.drain() == ["The disk is full, so kiji cannot keep images in \(images)."])
        #expect(cache.bytes(for: "https://a.example/big.png") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: images).isEmpty)
    }

    @Test func aWriteThatWorks_saysNothing() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(folder: folder.path + "/deeper/images", origin: "qiita.com") { 1_000_000 }
        cache.store([1, 2, 3], for: "https://a.example/1.png")
        #expect(cache.notices.drain().isEmpty)
        #expect(cache.bytes(for: "https://a.example/1.png") == [1, 2, 3])
    }

    private static func mountTinyDisk(at path: String) -> Bool {
        mount("tmpfs", path, "tmpfs", 0, "size=64k") == 0
    }
}
