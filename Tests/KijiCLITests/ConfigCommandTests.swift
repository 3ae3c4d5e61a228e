import Foundation
import QiitaStub
import Testing

/// `kiji config path`, and config.toml's settings reaching the commands under their options.
@Suite("kiji config and config.toml at start")
struct ConfigCommandTests {
    final class Home: Sendable {
        let url: URL
        let server: QiitaStubServer

        init() throws {
            url = TemporaryFolder.make("kiji-config")
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 50)))
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: url)
        }

        var configFile: URL { url.appendingPathComponent("config/kiji/config.toml") }

        func kiji(xdg: Bool = true) -> KijiProcess {
            var environment = ["HOME": url.path, "PATH": "/usr/bin:/bin", "QIITA_ACCESS_TOKEN": QiitaStubOptions.demoToken]
            if xdg { environment["XDG_CONFIG_HOME"] = url.appendingPathComponent("config").path }
            return KijiProcess(environment: environment)
        }

        func writeConfig(_ text: String) throws {
            try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: configFile, atomically: true, encoding: .utf8)
        }
    }

    @Test func configPath_printsTheFileUnderXDGConfigHomeOrElseDotConfig() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        #expect(try home.kiji().run(["config", "path"]).output == home.configFile.path + "\n")
        let fallback = home.url.appendingPathComponent(".config/kiji/config.toml").path
        #expect(try home.kiji(xdg: false).run(["config", "path"]).output == fallback + "\n")
    }

    @Test func baseURLFromTheFile_isUsedAndTheOptionWins() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("base_url = \"\(home.server.baseURL.absoluteString)\"\nper_page = 50\n")
        let fromFile = try home.kiji().run(["whoami"])
        #expect(fromFile.status == 0)
        #expect(fromFile.output.hasPrefix("@alice"))
        #expect(fromFile.error.isEmpty)
        try home.writeConfig("base_url = \"http://127.0.0.1:9/api/v2\"\n")
        let overridden = try home.kiji().run(["whoami", "--base-url", home.server.baseURL.absoluteString])
        #expect(overridden.status == 0)
        #expect(overridden.output.hasPrefix("@alice"))
    }

    @Test func badFile_isReportedByFileLineAndKeyAndKijiGoesOnWithDefaults() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("per_page = 0\n\n[theme]\nglitter = \"red\"\n")
        let run = try home.kiji().run(["whoami", "--base-url", home.server.baseURL.absoluteString])
        #expect(run.status == 0)
        #expect(run.error.contains("\(home.configFile.path):1: per_page: must be between 1 and 100"))
        #expect(run.error.contains("\(home.configFile.path):4: theme.glitter: is not a theme role"))
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.error.split(separator: "\n").count == 2)
    }

    @Test func validFile_passesTheCheck() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("""
            base_url = "https://qiita.com/api/v2"
            per_page = 30
            cache_size_mb = 100
            [theme]
            title = "yellow"
            selection = { foreground = "black", background = "bright-cyan" }
            [keys]
            open = ["Enter", "l"]
            back = ["Esc", "q"]
            stock = "x"
            """)
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 0)
        #expect(check.output == "No problems in \(home.configFile.path).\n")
    }

    @Test func keysOfEveryScreen_areKnownToTheCheck_andAnUnknownOneIsNot() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("""
            [keys]
            search = "F"
            my_stocks = "M"
            copy_url = "Y"
            edit_comment = "E"
            glitter = "G"
            """)
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 1)
        let problems = check.error.split(separator: "\n")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("glitter") == true)
    }

    @Test func test_symlinkLoopConfig_isAProblemInTheCheck() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        let folder = home.configFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appendingPathComponent("other.toml")
        try FileManager.default.createSymbolicLink(atPath: home.configFile.path, withDestinationPath: other.path)
        try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: home.configFile.path)
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.error == "\(home.configFile.path): could not be read: it is a loop of symbolic links; using the defaults.\n")
    }

    @Test func test_conflictingBindings_areAProblemInTheCheck() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("[keys]\npage_down = \"C-f\"\nopen = [\"Enter\", \"C-f\"]\n")
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.error.hasPrefix("\(home.configFile.path):3: keys.open: C-f is bound to open and to page_down"))
    }

    @Test func test_tenMegabyteConfig_isOneProblemInTheCheck() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let home = try Home()
        try home.writeConfig("[keys]\n" + (0..<700_000).map { "k\($0) = 1\n" }.joined())
        let check = try home.kiji().run(["config", "check"])
        #expect(check.status == 1)
        #expect(check.error == "\(home.configFile.path): is larger than 1 MB, more than any settings need; using the defaults.\n")
    }
}
