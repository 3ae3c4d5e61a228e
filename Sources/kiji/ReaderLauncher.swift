import ArgumentParser
import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub

/// Decides how to start: the reader in a terminal, the demo's stub API alone, or a refusal.
struct ReaderLauncher {
    let options: ReaderOptions
    let source: ItemListSource

    func launch() throws {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let environment = ProcessInfo.processInfo.environment
        var baseURL = options.apiBaseURL
        var token = environment["QIITA_ACCESS_TOKEN"].flatMap(AccessToken.init)
        var namespace = Self.namespace(of: baseURL)
        var stub: QiitaStubServer?
        if options.demo {
            let server = try QiitaStubServer(options: options.stub.stubOptions)
            guard interactive else { DemoServer(server: server).serveUntilInterrupted() }
            baseURL = server.baseURL
            token = AccessToken(QiitaStubOptions.demoToken)
            namespace = "demo-\(options.stub.seed)-\(options.stub.items)\(options.stub.hostile ? "-hostile" : "")"
            stub = server
        } else if !interactive {
            FileHandle.standardError.write(Data("""
                kiji is a full-screen reader and needs a terminal, but its input or output is not one.
                (With output redirected, kiji --demo serves the stub Qiita API instead.)

                """.utf8))
            throw ExitCode(1)
        }
        let store = try CacheOpening.open(environment: environment)
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: baseURL, accessToken: token, transport: options.transport))
        let remote = options.offline ? nil : RemoteItemRepository(client: client)
        let setup = ReaderApp.Setup(
            source: source, items: CachedItemRepository(remote: remote, store: store, namespace: namespace),
            readMarks: PersistentReadMarks(store: store), perPage: options.perPage,
            note: stub.map { "demo · \($0.baseURL.host ?? ""):\($0.port)" } ?? (options.offline ? "offline" : nil),
            startupMessage: store.notice, keepAlive: stub)
        MainActor.assumeIsolated { ReaderApp.run(setup) }
    }

    /// The cache namespace of an API: its host and port, e.g. `qiita.com` or `team.qiita.com`.
    static func namespace(of baseURL: URL) -> String {
        let host = baseURL.host ?? "api"
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }
}

/// Opens the cache, saying clearly why when it cannot be used at all.
enum CacheOpening {
    static func open(environment: [String: String]) throws -> CacheStore {
        let path = CacheLocation.databasePath(environment: environment)
        do {
            return try CacheStore(path: path)
        } catch {
            FileHandle.standardError.write(Data("kiji: \(error) Set XDG_CACHE_HOME to a writable folder.\n".utf8))
            throw ExitCode(1)
        }
    }
}
