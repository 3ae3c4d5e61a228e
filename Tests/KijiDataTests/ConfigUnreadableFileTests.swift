import Foundation
import Glibc
import KijiData
import Testing

@Suite("ConfigLoader: a config.toml that cannot be read is one problem, never a hang or a clean check")
struct ConfigUnreadableFileTests {
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(themeRoles: [], keyActions: ["open"], isKeyName: { _ in true }))

    @Test func test_symlinkLoopConfig_isAProblem() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        let other = folder.url.appendingPathComponent("other.toml")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: other.path)
        try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: file.path)
        let result = loader.load(file)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.file == file.path)
        #expect(result.problems.first?.message.contains("loop of symbolic links") == true)
    }

    @Test func test_folderInPlaceOfConfig_isAProblem() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let result = loader.load(file)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.contains("is a folder") == true)
    }

    @Test func test_symlinkToAMissingFile_isAProblem() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: folder.url.appendingPathComponent("gone.toml").path)
        let result = loader.load(file)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.contains("missing file") == true)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func test_configWithoutReadPermission_isAProblem() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try "per_page = 30\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0)
        let result = loader.load(file)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.contains("Permission denied") == true)
    }

    @Test func test_invalidUTF8Config_isAProblem() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try Data([0x70, 0x3D, 0xFF, 0xFE, 0x0A]).write(to: file)
        let result = loader.load(file)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.contains("UTF-8") == true)
    }

    @Test func test_configLargerThanOneMB_isOneProblemAndTheDefaults() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try ("title = \"" + String(repeating: "x", count: 10_000_000) + "\"\n").write(to: file, atomically: true, encoding: .utf8)
        let result = loader.load(file)
        #expect(result.config == KijiConfig())
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.message.contains("larger than 1 MB") == true)
    }

    @Test func test_manyUnknownKeys_areEachLocatedOnTheirOwnLine() {
        let count = 40_000
        let text = "[keys]\n" + (0..<count).map { "k\($0) = \"j\"\n" }.joined()
        let result = loader.parse(text, file: "config.toml")
        #expect(result.problems.count == count)
        #expect(result.problems.enumerated().allSatisfy { index, problem in problem.line == index + 2 && problem.key == "keys.k\(index)" })
    }
}
