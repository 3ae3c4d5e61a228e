import Foundation
import QiitaStub

/// A temporary home with a stub Qiita API, for running `kiji read` and `kiji preview` as processes.
final class ArticleSandbox: Sendable {
    let home: URL
    let server: QiitaStubServer
    let kiji: KijiProcess

    init(options: QiitaStubOptions = QiitaStubOptions(corpus: CorpusOptions(itemCount: 50))) throws {
        home = TemporaryFolder.make("kiji-article")
        server = try QiitaStubServer(options: options)
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
