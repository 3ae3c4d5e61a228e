import Foundation
import QiitaStub
import Testing

/// The saved token remembers the API root `kiji login` checked it against: later commands without
/// `--base-url` go there, and it is never sent to another origin.
@Suite("The saved token's API root")
struct SavedTokenRootTests {
    final class Home: Sendable {
        let url: URL
        let server: QiitaStubServer
        let other: QiitaStubServer

        init() throws {
            url = TemporaryFolder.make("kiji-root")
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 20)))
            other = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 20)))
        }

        deinit {
            server.stop()
            other.stop()
            try? FileManager.default.removeItem(at: url)
        }

        var api: String { server.baseURL.absoluteString }
        var tokenFile: URL { url.appendingPathComponent("config/kiji/token") }

        var kiji: KijiProcess {
            KijiProcess(environment: [
                "HOME": url.path, "XDG_CONFIG_HOME": url.appendingPathComponent("config").path,
                "XDG_CACHE_HOME": url.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
            ])
        }

        /// The `Authorization` headers a server received.
        static func authorizations(_ server: QiitaStubServer) -> [String] { server.requests.compactMap { $0.header("Authorization") } }
    }

    @Test func whoamiAfterLoginWithABaseURL_asksThatRootWithoutBeingTold() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        let login = try home.kiji.run(["login", "--base-url", home.api], input: QiitaStubOptions.demoToken + "\n")
        #expect(login.status == 0)
        #expect(login.output.hasPrefix("Logged in as @alice"))
        #expect(login.output.contains(" at \(home.api). The token is saved for it in \(home.tokenFile.path)."))
        let whoami = try home.kiji.run(["whoami"])
        #expect(whoami.status == 0, "\(whoami.error)")
        #expect(whoami.output.hasPrefix("@alice"))
        #expect(whoami.output.hasSuffix(" at \(home.api) · token from \(home.tokenFile.path)\n"))
        #expect(Home.authorizations(home.server).count == 2)
    }

    @Test func whoamiAgainstAnotherRoot_sendsTheSavedTokenNowhereAndSaysSo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        #expect(try home.kiji.run(["login", "--base-url", home.api], input: QiitaStubOptions.demoToken + "\n").status == 0)
        let other = home.other.baseURL.absoluteString
        let whoami = try home.kiji.run(["whoami", "--base-url", other])
        #expect(whoami.status == 1)
        #expect(whoami.error.hasPrefix("The saved token is for \(home.api), so kiji does not send it to \(other);"))
        #expect(home.other.requests.isEmpty)
    }

    @Test func tokenFileOfAnOlderKiji_isQiitaComsAndGoesToNoOtherRoot() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try FileManager.default.createDirectory(at: home.tokenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (QiitaStubOptions.demoToken + "\n").write(to: home.tokenFile, atomically: false, encoding: .utf8)
        chmod(home.tokenFile.path, 0o600)
        let whoami = try home.kiji.run(["whoami", "--base-url", home.api])
        #expect(whoami.status == 1)
        #expect(whoami.error.hasPrefix("The saved token is for https://qiita.com/api/v2, so kiji does not send it to \(home.api);"))
        #expect(Home.authorizations(home.server).isEmpty)
    }

    @Test func loginWithARejectedToken_saysSoWithoutTheVariableOrLoggingInAgain() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        let login = try home.kiji.run(["login", "--base-url", home.api], input: "wrong-token-456\n")
        #expect(login.status == 1)
        #expect(login.error == """
            Login failed: The API at \(home.api) rejected this token (HTTP 401): it may be mistyped, expired or revoked. \
            Nothing was saved.

            """)
        #expect(!FileManager.default.fileExists(atPath: home.tokenFile.path))
    }

    @Test func whoamiInTheDemo_saysTheStubsOwnToken_inOneSentence() throws {
        let home = try Home()
        let run = try home.kiji.run(["whoami", "--demo"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("@alice"))
        #expect(run.output.contains("· the demo stub's own token"))
        #expect(!run.output.contains("token from"))
    }
}
