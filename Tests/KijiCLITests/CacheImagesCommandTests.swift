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
}
