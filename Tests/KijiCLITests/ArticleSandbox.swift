import Foundation
import QiitaStub

/// A temporary home with a stub Qiita API, for running `kiji read` and `kiji preview` as processes.
final class ArticleSandbox: Sendable {
    let home: URL
    let server: QiitaStubServer
    let kiji: KijiProcess

    init() throws {
        home = TemporaryFolder.make("kiji-article")
        server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 50)))
        kiji = KijiProcess(environment: [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin", "TERM": "dumb",
        ])
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// The stub's API root, for `--base-url`.
    var api: String { server.baseURL.absoluteString }

    /// Writes `text` to a file in the home and returns its path.
    func write(_ text: String, named name: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// The real Qiita articles in `shared/conformance/articles`, read in place beside the repository.
enum ConformanceArticles {
    /// The folder: `$KIJI_CONFORMANCE/articles`, else `shared/conformance/articles` in the nearest
    /// folder above the repository that has one.
    static var folder: URL? {
        if let root = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"] {
            return URL(fileURLWithPath: root).appendingPathComponent("articles")
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        while directory.path != "/" {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("shared/conformance/articles")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The article whose file name starts with `prefix`, without the added first line that names its source.
    static func text(_ prefix: String) throws -> String? {
        guard let folder,
            let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasPrefix(prefix) })
        else { return nil }
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return String(text.drop { $0 != "\n" }.dropFirst())
    }
}
