import Foundation
import QiitaStub
import Testing

/// A session of kiji's account commands against the stub with a recognisable token: the token
/// reaches the API, and nowhere else — not the output, the errors, nor any file but the token file.
@Suite("The token never leaks")
struct TokenNeverLeaksTests {
    static let canary = "leak-canary-token-123"

    final class Session: Sendable {
        let server: QiitaStubServer
        let home: URL
        let kiji: KijiProcess

        init() throws {
            server = try QiitaStubServer(options: QiitaStubOptions(
                corpus: CorpusOptions(itemCount: 100), tokens: [TokenNeverLeaksTests.canary: "alice"]))
            home = TemporaryFolder.make("kiji-leak")
            kiji = KijiProcess(environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path, "PATH": "/usr/bin:/bin", "TERM": "dumb",
            ])
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: home)
        }

        var api: String { server.baseURL.absoluteString }
        var tokenFile: URL { home.appendingPathComponent("config/kiji/token") }

        /// Every file under the temporary home except the token file, with its contents.
        func writtenFiles() throws -> [(path: String, text: String)] {
            let enumerator = FileManager.default.enumerator(at: home, includingPropertiesForKeys: [.isRegularFileKey])
            var files: [(String, String)] = []
            while let url = enumerator?.nextObject() as? URL {
                guard url.resolvingSymlinksInPath() != tokenFile.resolvingSymlinksInPath(),
                    (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true
                else { continue }
                files.append((url.path, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
            }
            return files
        }
    }

    @Test func accountSession_printsAndWritesTheTokenNowhere() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let session = try Session()
        let kiji = session.kiji
        let configFolder = session.home.appendingPathComponent("config/kiji")
        try FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
        try "per_page = 500\nmystery = true\n".write(
            to: configFolder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)

        var runs: [KijiProcess.Run] = []
        let login = try kiji.run(["login", "--base-url", session.api], input: Self.canary + "\n")
        #expect(login.status == 0)
        #expect(login.output.contains("@alice"))
        runs.append(login)
        runs.append(try kiji.run(["whoami", "--base-url", session.api]))
        #expect(runs.last?.status == 0)
        runs.append(try kiji.run(["whoami", "--base-url", session.api], extraEnvironment: ["QIITA_ACCESS_TOKEN": Self.canary]))
        runs.append(try kiji.run(["stocks", "--base-url", session.api]))
        runs.append(try kiji.run(["login", "--base-url", session.api], input: Self.canary + "-rejected\n"))
        #expect(runs.last?.status == 1)
        runs.append(try kiji.run(
            ["whoami", "--base-url", "http://example.invalid/api/v2"], extraEnvironment: ["QIITA_ACCESS_TOKEN": Self.canary]))
        #expect(runs.last?.status == 1)
        runs.append(try kiji.run(["config", "check"]))
        runs.append(try kiji.run(["config", "path"]))
        chmod(session.tokenFile.path, 0o644)
        let refused = try kiji.run(["whoami", "--base-url", session.api])
        #expect(refused.status == 1)
        #expect(refused.error.contains("chmod 600"))
        runs.append(refused)
        chmod(session.tokenFile.path, 0o600)
        runs.append(try kiji.run(["logout"]))

        let authorizations = session.server.requests.compactMap { $0.header("Authorization") }
        #expect(authorizations.contains("Bearer \(Self.canary)"))
        for run in runs {
            #expect(!run.printed.contains(Self.canary), "printed: \(run.printed)")
        }
        let files = try session.writtenFiles()
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.text.contains(Self.canary), "found in \(file.path)")
        }
    }
}
