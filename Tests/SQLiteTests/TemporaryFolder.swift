import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/kiji-sqlite-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A database path inside the folder.
    var databasePath: String { path + "/test.sqlite" }

    /// Whether a file exists at `path`.
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
