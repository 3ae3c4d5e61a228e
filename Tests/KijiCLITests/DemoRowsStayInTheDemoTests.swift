import Foundation
import QiitaStub
import Testing

/// What a demo session keeps is the demo's: `kiji read` of a demo id without `--demo` finds nothing.
@Suite("The demo's kept rows stay in the demo")
struct DemoRowsStayInTheDemoTests {
    @Test func afterADemoRead_readingTheDemoIDWithoutTheDemoOffline_saysItIsNotKept() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let id = Corpus(options: CorpusOptions()).item(at: 2).id

        let demo = try sandbox.kiji.run(["read", id, "--demo"])
        #expect(demo.status == 0)
        #expect(!demo.output.isEmpty)
        let again = try sandbox.kiji.run(["read", id, "--demo", "--offline"])
        #expect(again.status == 0)
        #expect(again.output == demo.output)

        let offline = try sandbox.kiji.run(["read", id, "--offline"])
        #expect(offline.status == 1)
        #expect(offline.output.isEmpty)
        #expect(offline.error.contains("not kept in the cache for qiita.com"))

        let closedPort = try sandbox.kiji.run(["read", id, "--base-url", "http://127.0.0.1:1/api/v2"])
        #expect(closedPort.status == 1)
        #expect(closedPort.output.isEmpty)
        #expect(closedPort.error.contains("not kept in the cache for 127.0.0.1:1"))
    }

    @Test func anItemReadFromOnePort_isNotKeptForAnotherPortOfTheSameHost() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        let id = sandbox.server.corpus.item(at: 1).id
        #expect(try sandbox.kiji.run(["read", id, "--base-url", sandbox.api]).status == 0)
        sandbox.server.stop()

        let samePort = try sandbox.kiji.run(["read", id, "--base-url", sandbox.api])
        #expect(samePort.status == 0)
        #expect(!samePort.output.isEmpty)
        let otherPort = try sandbox.kiji.run(["read", id, "--base-url", "http://127.0.0.1:1/api/v2"])
        #expect(otherPort.status == 1)
        #expect(otherPort.error.contains("It is not kept in the cache"))
    }

    @Test func cacheInfo_namesTheOriginItCounts() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let sandbox = try ArticleSandbox()
        #expect(try sandbox.kiji.run(["read", Corpus(options: CorpusOptions()).item(at: 0).id, "--demo"]).status == 0)
        let info = try sandbox.kiji.run(["cache", "info"])
        #expect(info.status == 0)
        let lines = info.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Counted for:  qiita.com (the configured API's kept rows)"))
        #expect(lines.contains { $0.hasPrefix("Items:        0 ") })
    }
}
