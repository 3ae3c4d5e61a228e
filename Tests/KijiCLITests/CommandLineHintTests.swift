import Foundation
import Testing

/// What the command line says to a word where a command goes, and where help and errors are written.
struct CommandLineHintTests {
    private let kiji = KijiProcess(environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(), "COLUMNS": "200"])

    @Test func test_anUnknownCommand_isNamedWithTheNearestOneAndTheList() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let run = try kiji.run(["trends"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: 'trends' is not a kiji command. Did you mean 'trend'?")
        #expect(lines.dropFirst().first?.hasPrefix("Commands: home, all, trend, timeline, mine, user, tag, search") == true)
        #expect(lines.last == "  See 'kiji --help' for more information.")
    }

    @Test func test_optionsBeforeACommand_areExplained() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let run = try kiji.run(["--demo", "trend"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Options come after the command: kiji trend --demo\n"))
    }

    @Test func test_anExtraArgumentAfterACommand_keepsTheParsersWords() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let run = try kiji.run(["read", "7e476343f4055a17c3e9", "trend"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Unexpected argument 'trend'.\nUsage: kiji read"))
    }

    @Test func test_help_isWrittenToStandardOutputWithStatusZero_andFitsTheColumns() throws {
        try #require(FileManager.default.isExecutableFile(atPath: KijiProcess.binary.path), "build kiji first")
        let run = try kiji.run(["read", "--help"], extraEnvironment: ["COLUMNS": "60"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("OVERVIEW: Read one item"))
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
