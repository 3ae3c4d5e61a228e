import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/kiji-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        url = URL(fileURLWithPath: String(cString: made))
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The folder's path.
    var path: String { url.path }

    /// A cache database path inside the folder.
    var cachePath: String { path + "/kiji/cache.sqlite" }

    /// An environment whose config folder lies in this folder.
    func environment(token: String? = nil) -> [String: String] {
        var environment = ["XDG_CONFIG_HOME": url.appendingPathComponent("config").path, "HOME": url.path]
        environment["QIITA_ACCESS_TOKEN"] = token
        return environment
    }

    /// The permission bits of a file or folder.
    static func mode(of url: URL) -> Int {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return -1 }
        return Int(info.st_mode & 0o777)
    }
}
