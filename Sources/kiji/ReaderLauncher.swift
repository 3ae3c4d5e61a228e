import ArgumentParser
import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub

/// Decides how to start: the reader in a terminal, the demo's stub API alone, or a refusal.
struct ReaderLauncher {
    /// The first screen.
    enum Start {
        /// A list of items.
        case list(ItemListSource)
        /// The token user's stocks, once the API has said who that is.
        case myStocks
    }

    let options: ReaderOptions
    let start: Start

    init(options: ReaderOptions, source: ItemListSource) { self.init(options: options, start: .list(source)) }

    init(options: ReaderOptions, start: Start) {
        self.options = options
        self.start = start
    }

    func launch() throws {
        MallocTuning.apply()
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let environment = ProcessInfo.processInfo.environment
        let settings = Settings.load()
        settings.reportProblems()
        var baseURL = settings.baseURL(option: options.baseURL)
        var namespace = Self.namespace(of: baseURL)
        var token: AccessToken?
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
        } else {
            token = try Self.resolveToken()
        }
        let store = try CacheOpening.open(environment: environment, settings: settings)
        let client = ClientFactory.client(baseURL: baseURL, token: token, transport: options.transport)
        let source = try firstSource(client: client)
        let remote = options.offline ? nil : RemoteItemRepository(client: client)
        let modeNote = stub.map { "demo · \($0.baseURL.host ?? ""):\($0.port)" } ?? (options.offline ? "offline" : nil)
        let note = [modeNote, settings.problemNote].compactMap { $0 }.joined(separator: " · ")
        let perPage = settings.perPage(option: options.perPage)
        let readMarks = PersistentReadMarks(store: store)  // read before the read-ahead starts: one SQLite reader serves both
        let items = CachedItemRepository(
            remote: remote, store: store, namespace: namespace, firstList: (source: source, perPage: perPage))
        let setup = ReaderApp.Setup(
            source: source, items: items, readMarks: readMarks, stocks: RemoteStockRepository(client: client),
            account: RemoteAccountRepository(client: client), perPage: perPage,
            note: note.isEmpty ? nil : note, startupMessage: store.notice, preferredTheme: settings.preferredTheme,
            keys: settings.keyOverrides, keepAlive: stub)
        MainActor.assumeIsolated { ReaderApp.run(setup) }
    }

    /// The cache namespace of an API: its host and port, e.g. `qiita.com` or `team.qiita.com`.
    static func namespace(of baseURL: URL) -> String {
        let host = baseURL.host ?? "api"
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    /// `QIITA_ACCESS_TOKEN`, else the saved token; a token file others may read stops kiji with the fix.
    private static func resolveToken() throws -> AccessToken? {
        do {
            return try TokenStore(environment: ProcessInfo.processInfo.environment).resolve()?.token
        } catch {
            Console.error(error.message)
            throw ExitCode(1)
        }
    }

    /// The list to open first; for `kiji stocks`, asks the API whose stocks those are.
    private func firstSource(client: QiitaClient) throws -> ItemListSource {
        switch start {
        case .list(let source):
            return source
        case .myStocks:
            guard client.configuration.accessToken != nil else {
                Console.error(LoadError.tokenRequired(for: "kiji stocks").message)
                throw ExitCode(1)
            }
            let account = RemoteAccountRepository(client: client)
            do {
                return .stocks(try Blocking.run { () async throws(LoadError) -> User in try await account.currentUser() }.id)
            } catch {
                Console.error(error.message)
                throw ExitCode(1)
            }
        }
    }
}

/// Opens the cache, saying clearly why when it cannot be used at all.
enum CacheOpening {
    static func open(environment: [String: String], settings: Settings = Settings.load()) throws -> CacheStore {
        let path = CacheLocation.databasePath(environment: environment)
        let limit = settings.config.cacheSizeMB.map { $0 * 1024 * 1024 } ?? CacheStore.defaultBodyLimitBytes
        do {
            return try CacheStore(path: path, bodyLimitBytes: limit)
        } catch {
            Console.error("\(error) Set XDG_CACHE_HOME to a writable folder.")
            throw ExitCode(1)
        }
    }
}
