import Foundation
import QiitaStub
import Testing

/// `kiji cache info` says when `kiji sync` last finished for the configured API, as processes
/// over a stub API and a real cache.
@Suite("The last sync in kiji cache info")
struct SyncCacheInfoTests {
    @Test func beforeAnySync_itSaysNone_andAfterOne_whenItFinished() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let config = sandbox.home.appendingPathComponent("config/kiji")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "base_url = \"\(sandbox.api)\"\n".write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let before = try sandbox.kiji.run(["cache", "info"])
        #expect(before.output.contains("Last sync:    none yet"))

        let sync = try sandbox.kiji.run(["sync"], extraEnvironment: ["QIITA_ACCESS_TOKEN": QiitaStubOptions.demoToken])
        #expect(sync.status == 0)
        #expect(sync.output.hasPrefix("Kept "))
        let after = try sandbox.kiji.run(["cache", "info"])
        let line = try #require(after.output.split(separator: "\n").first { $0.hasPrefix("Last sync:") })
        #expect(line.hasSuffix("(kiji sync)"))
        #expect(!line.contains("none yet"))
    }
}
