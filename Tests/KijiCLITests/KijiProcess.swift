import Foundation

/// Runs the built `kiji` binary with a given environment and standard input, capturing its output.
struct KijiProcess {
    /// What one run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var error: String

        /// Everything printed.
        var printed: String { output + error }
    }

    /// The `kiji` executable beside the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("kiji")
    }

    let environment: [String: String]

    /// Runs `kiji arguments…` to its end with `input` on standard input.
    func run(_ arguments: [String], input: String = "", extraEnvironment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { _, new in new }
        let stdin = Pipe()
        let stdout = Pipe()
        // Standard error goes to a file: read from a pipe only after standard output ends, a
        // long error (a problem for every line of a large file) would fill it and stop kiji.
        let errorFile = TemporaryFolder.make("kiji-stderr").appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let stderr = try FileHandle(forWritingTo: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile.deletingLastPathComponent()) }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stderr.close()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = try Data(contentsOf: errorFile)
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }
}

/// Temporary folders for a test's home, cache and files.
enum TemporaryFolder {
    /// A new empty folder under the system's temporary folder, named `prefix` and six random characters.
    static func make(_ prefix: String) -> URL {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        return URL(fileURLWithPath: String(cString: mkdtemp(&template)!))
    }
}
