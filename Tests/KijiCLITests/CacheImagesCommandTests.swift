import Foundation
import Testing

/// `kiji cache info` and `kiji cache clear` account for the image folder beside the database.
@Suite("kiji cache info and clear count the kept images")
struct CacheImagesCommandTests {
    @Test func info_countsTheImages_andClearRemovesThem() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let folder = sandbox.home.appendingPathComponent("cache/kiji/images")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 1, count: 1024).write(to: folder.appendingPathComponent("0123456789abcdef0123456789abcdef"))
        try Data(repeating: 2, count: 2048).write(to: folder.appendingPathComponent("fedcba9876543210fedcba9876543210"))

        let info = try sandbox.kiji.run(["cache", "info"])
        #expect(info.status == 0)
        let imagesLine = info.output.split(separator: "\n").first { $0.hasPrefix("Images:") }.map(String.init)
        #expect(imagesLine == "Images:       2 (3.0 KiB) in \(folder.path)")

        let clear = try sandbox.kiji.run(["cache", "clear"])
        #expect(clear.status == 0)
        #expect(clear.output.contains("and 2 images from \(folder.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let after = try sandbox.kiji.run(["cache", "info"])
        #expect(after.output.contains("Images:       0 (0 B) in \(folder.path)"))
    }

    @Test func info_ofAnEmptyCache_saysNoPages_andNoOldestFetch() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let info = try ArticleSandbox().kiji.run(["cache", "info"])
        #expect(info.status == 0)
        let pagesLine = info.output.split(separator: "\n").first { $0.hasPrefix("List pages:") }.map(String.init)
        #expect(pagesLine == "List pages:   0")
    }
}

/// `kiji cache check` says what it found and what it did, and passes only a sound file.
struct CacheCheckCommandTests {
    @Test func aFileThatIsNoDatabase_isMovedAside_saidSo_andFailsTheCheck() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let folder = sandbox.home.appendingPathComponent("cache/kiji")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: file)

        let check = try sandbox.kiji.run(["cache", "check"])
        #expect(check.status == 1)
        let lines = check.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("The cache at \(file.path) could not be read, so it was moved to ") == true)
        #expect(lines.last == "\(file.path): ok")

        let again = try sandbox.kiji.run(["cache", "check"])
        #expect(again.status == 0)
        #expect(again.output == "\(file.path): ok\n")
    }
}
