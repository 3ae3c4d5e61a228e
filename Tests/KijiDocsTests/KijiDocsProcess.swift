import Foundation
import Glibc

/// Runs the built `kiji-docs`, as Scripts/update-docs does, in a language given by the locale and
/// the catalogs compiled from po/.
enum KijiDocsProcess {
    /// Why a run could not give the page.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `kiji-docs` beside the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("kiji-docs")
    }

    /// Whether this machine has `locale` (Scripts/make-locales makes ja_JP.UTF-8).
    static func hasLocale(_ locale: String) -> Bool {
        guard let made = newlocale(LC_MESSAGES_MASK, locale, nil) else { return false }
        freelocale(made)
        return true
    }

    /// What `LANG=locale kiji-docs keys-markdown --catalogs FOLDER` prints, FOLDER holding every
    /// po/*.po compiled by Scripts/compile-catalogs.
    static func keysMarkdown(locale: String) throws -> String {
        let catalogs = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-docs-catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        try run(RepositoryFile.root.appendingPathComponent("Scripts/compile-catalogs"), [catalogs.path], locale: "C.UTF-8")
        return try run(binary, ["keys-markdown", "--catalogs", catalogs.path], locale: locale)
    }

    /// Runs `executable` to its end with `LANG=locale` (and no other language variable) and returns
    /// its standard output; a non-zero exit throws with its standard error.
    @discardableResult
    private static func run(_ executable: URL, _ arguments: [String], locale: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[variable] = nil }
        environment["LANG"] = locale
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) exited \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        return String(decoding: printed, as: UTF8.self)
    }
}
