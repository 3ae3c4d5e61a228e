import ArgumentParser
import FoundationEssentials
import Glibc
import KijiData
import KijiDomain
import Localization
import QiitaAPI
import QiitaStub
import TerminalUI

/// Decides how to start: the reader in a terminal, a printed article, the demo's stub API alone, or a refusal.
struct ReaderLauncher {
    /// The first screen.
    enum Start {
        /// A list of items.
        case list(ItemListSource)
        /// The token user's stocks, once the API has said who that is.
        case myStocks
        /// The trend feed.
        case trend
        /// What config.toml's `home` names (`kiji` alone).
        case home
        /// The signed-in user's own articles.
        case mine
        /// The followed tags' and users' items, merged.
        case timeline
        /// One item (`kiji read`).
        case item(Item.ID)
        /// A local Markdown file (`kiji preview`), by its path.
        case preview(String)

        /// Whether the first screen is the trend.
        var isTrend: Bool {
            if case .trend = self { true } else { false }
        }

        /// Whether the first screen is an article, which is printed when output is not a terminal.
        var showsAnArticle: Bool {
            switch self {
            case .item, .preview: true
            case .list, .myStocks, .trend, .home, .mine, .timeline: false
            }
        }
    }

    let options: ReaderOptions
    let start: Start
    /// How `kiji read` and `kiji preview` print when output is not a terminal.
    let printing: PrintOptions

    init(options: ReaderOptions, source: ItemListSource) { self.init(options: options, start: .list(source)) }

    init(options: ReaderOptions, start: Start, printing: PrintOptions = PrintOptions()) {
        self.options = options
        self.start = start
        self.printing = printing
    }

    /// The images of the draft `kiji preview` shows; none for anything else (yet).
    private var draftImages: (any ImageRepository)? {
        if case .preview(let path) = start { DraftImageFiles(draftPath: path) } else { nil }
    }

    func launch() throws {
        MallocTuning.apply()
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let environment = ProcessInfo.processInfo.environment
        if interactive { Self.checkTerminal(environment: environment) }
        let settings = Settings.load()
        settings.reportProblems()
        let printer =
            interactive || !start.showsAnArticle
            ? nil
            : ArticlePrinter(
                options: printing, settings: settings,
                imageMode: options.images ?? (isatty(STDOUT_FILENO) == 1 ? settings.config.images : nil))
        if case .preview(let path) = start {
            if let printer { return try printer.printDraft(at: path) }
            _ = try DraftFile.readOrExit(path)
        }
        var baseURL = settings.baseURL(option: options.baseURL)
        var namespace = Self.namespace(of: baseURL)
        var token: AccessToken?
        var withheldNote: String?
        var stub: QiitaStubServer?
        if options.demo {
            let server = try QiitaStubServer(options: options.stub.stubOptions)
            guard interactive || printer != nil else { DemoServer(server: server).serveUntilInterrupted() }
            baseURL = server.baseURL
            token = AccessToken(QiitaStubOptions.demoToken)
            namespace = Self.demoNamespace(options.stub)
            stub = server
        } else if !interactive && printer == nil {
            Console.write("""
                kiji is a full-screen reader and needs a terminal, but its input or output is not one.
                (With output redirected, kiji --demo serves the stub Qiita API instead.)

                """, to: STDERR_FILENO)
            throw ExitCode(1)
        } else {
            let access = try Self.resolveAccess(requested: settings.requestedBaseURL(option: options.baseURL))
            baseURL = access.baseURL
            namespace = Self.namespace(of: baseURL)
            token = access.token?.token
            withheldNote = access.withheldSentence
            if let withheldNote, printer != nil { Console.error(withheldNote) }
        }
        let start = self.start.resolvingHome(settings.home(apiHost: baseURL.host))
        let store = try CacheOpening.open(
            environment: environment, settings: settings, origin: namespace,
            configuredBaseURL: settings.baseURL(option: options.baseURL), demoSeed: options.stub.seed)
        let client = ClientFactory.client(baseURL: baseURL, token: token, transport: options.transport)
        let listSource = try firstList(of: start, client: client, withheldNote: withheldNote)
        let remote = options.offline ? nil : RemoteItemRepository(client: client)
        let modeNote = stub.map { "demo · \($0.baseURL.host ?? ""):\($0.port)" } ?? (options.offline ? "offline" : nil)
        let note = [modeNote, settings.problemNote].compactMap { $0 }.joined(separator: " · ")
        let shortNote = [stub == nil ? modeNote : "demo", settings.problemNote].compactMap { $0 }.joined(separator: " · ")
        let perPage = settings.perPage(option: options.perPage)
        let readMarks = PersistentReadMarks(store: store)  // read before a read-ahead starts: one SQLite reader serves all
        // Made before the rest, so that the trend as the first screen starts reading its kept copy at once.
        let trend = HTTPTrendRepository(
            client: options.offline ? nil : client, store: store,
            addresses: FeedAddresses(
                baseURL: baseURL, trendOverride: options.demo ? nil : settings.config.trendFeedURL, keptAs: options.demo ? namespace : nil),
            readingAhead: start.isTrend ? .trend : nil)
        let items = CachedItemRepository(
            remote: remote, store: store, namespace: namespace, firstList: listSource.map { (source: $0, perPage: perPage) })
        let imageCache = ImageFetching.diskCache(environment: environment, store: store, settings: settings)
        let images = ImageFetching.repository(baseURL: baseURL, transport: options.transport, offline: options.offline, cache: imageCache)
        let first: ReaderApp.FirstScreen
        switch start {
        case .item(let id):
            let item = try Self.load(id, from: items, origin: store.origin)
            if let printer { return printer.printItem(item, images: images) }
            first = .item(item)
        case .preview(let path): first = .preview(path: path)
        case .list, .myStocks: first = .list(listSource ?? .all)
        case .trend: first = .trend
        case .home: first = .list(.all)
        case .mine: first = .myArticles
        case .timeline: first = .timeline
        }
        let startupMessage = [withheldNote, store.notice].compactMap { $0 }.joined(separator: " ")
        let comments = CachedCommentRepository(
            remote: options.offline ? nil : RemoteCommentRepository(client: client), store: store)
        var setup = ReaderApp.Setup(
            first: first, items: items, comments: comments, images: draftImages ?? images, readMarks: readMarks, stocks: RemoteStockRepository(client: client),
            account: RemoteAccountRepository(client: client), trend: trend,
            myItems: options.offline ? SignedOut() : RemoteMyItems(client: client),
            timeline: Self.timelineSources(client: client, account: RemoteAccountRepository(client: client), store: store, namespace: namespace, settings: settings),
            follows: RemoteFollowRepository(client: client), perPage: perPage,
            note: note.isEmpty ? nil : note, shortNote: shortNote.isEmpty ? nil : shortNote, startupMessage: startupMessage.isEmpty ? nil : startupMessage, preferredTheme: settings.preferredTheme,
            keys: settings.keyOverrides, keepAlive: stub, beforeQuitting: { try? store.checkpoint() })
        setup.cacheNotices = store.notices
        setup.readingPlaces = PersistentReadingPlaces(store: store)
        if !options.offline {
            let account = RememberedAccount(RemoteAccountRepository(client: client))
            let sync = SyncConnection.librarySync(
                client: client, account: account,
                timeline: Self.timelineSources(client: client, account: account, store: store, namespace: namespace, settings: settings),
                images: images, imageCache: imageCache, store: store,
                settings: SyncSettings(timelineDays: settings.config.syncDays ?? 7, perPage: perPage, now: stub.map(SyncConnection.demoClock) ?? Date()))
            setup.backgroundSync = { ReaderSync(sync) }
        }
        setup.keptSearch = CachedKeptItemSearch(store: store)
        setup.configProblems = settings.problems.map(\.description)
        setup.imageMode = options.images ?? settings.config.images ?? .auto
        setup.imageMaxRows = settings.config.imageMaxRows
        MainActor.assumeIsolated { ReaderApp.run(setup) }
    }

    /// What the timeline merges: with a token, the tags and users its user follows (kept in the
    /// cache, which stands in offline); without, config.toml's `[timeline]`.
    static func timelineSources(
        client: QiitaClient, account: any AccountRepository, store: CacheStore, namespace: String, settings: Settings
    ) -> any TimelineSources {
        guard client.configuration.accessToken != nil else {
            return ConfiguredTimelineSources(tags: settings.config.timelineTags, users: settings.config.timelineUsers)
        }
        let followed = FollowedTimelineSources(account: account, follows: RemoteFollowRepository(client: client))
        return CachedTimelineSources(followed, store: store, namespace: namespace)
    }

    /// Ends the process with a ``TerminalRefusal`` when the terminal cannot run the reader, before
    /// anything is started or written.
    private static func checkTerminal(environment: [String: String]) {
        do {
            try NcursesTerminal.checkUsable(environment: environment)
        } catch {
            TerminalRefusal(error).exit()
        }
    }

    /// The cache namespace of the demo's corpus, e.g. `demo-20261122-1000`: one per corpus.
    static func demoNamespace(_ stub: StubOptions) -> String {
        "demo-\(stub.seed)-\(stub.items)\(stub.hostile ? "-hostile" : "")"
    }

    /// The cache namespace of an API, the origin its kept rows belong to: its host and port, e.g.
    /// `qiita.com`, `team.qiita.com` or `127.0.0.1:8080`.
    static func namespace(of baseURL: URL) -> String {
        let host = baseURL.host ?? "api"
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    /// The API root and token (`QIITA_ACCESS_TOKEN`, else the saved token, sent only to its own
    /// root); a token file others may read stops kiji with the fix.
    static func resolveAccess(requested: URL?) throws -> APIAccess {
        do {
            return try TokenStore(environment: ProcessInfo.processInfo.environment).access(requested: requested)
        } catch {
            Console.error(error.message)
            throw ExitCode(1)
        }
    }

    /// The item with its body, fetched now, or the copy kept for `origin` when the network fails;
    /// a sentence on standard error and exit status 1 when there is neither.
    private static func load(_ id: Item.ID, from items: CachedItemRepository, origin: String) throws -> Item {
        do throws(LoadError) {
            return try Blocking.run { () async throws(LoadError) -> Item in
                do throws(LoadError) {
                    return try await items.item(id)
                } catch {
                    guard error.isNetworkFailure else { throw error }
                    guard let cached = await items.cachedItem(id), !cached.body.isEmpty else {
                        let message = error.kind == .offline
                            ? tr("kiji is offline (--offline), and it is not kept in the cache for {origin}.", ["origin": origin])
                            : tr("{reason} It is not kept in the cache for {origin}.", ["reason": error.message, "origin": origin])
                        throw LoadError(kind: error.kind, message: message)
                    }
                    return cached
                }
            }
        } catch {
            Console.error(tr("kiji read: item {id} could not be loaded: {reason}", ["id": id.rawValue, "reason": error.message]))
            throw ExitCode(1)
        }
    }

    /// The list to open first, nil for an article; for `kiji stocks`, asks the API whose stocks those
    /// are, and without a token says why there is none (`withheldNote`: the saved one is another API's).
    private func firstList(of start: Start, client: QiitaClient, withheldNote: String?) throws -> ItemListSource? {
        switch start {
        case .item, .preview, .trend, .mine, .timeline:
            return nil
        case .home:
            return .all
        case .list(let source):
            return source
        case .myStocks:
            guard client.configuration.accessToken != nil else {
                Console.error(withheldNote ?? LoadError.tokenRequired(for: .stocksCommand).message)
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

extension ReaderLauncher.Start {
    /// The start `home` names when this is `.home`; itself otherwise.
    func resolvingHome(_ home: HomeList) -> Self {
        guard case .home = self else { return self }
        return switch home {
        case .trend: .trend
        case .stocks: .myStocks
        case .mine: .mine
        case .timeline: .timeline
        case .newest: .list(.all)
        }
    }
}

/// Opens the cache, saying clearly why when it cannot be used at all.
enum CacheOpening {
    /// How long after the last item was kept the search index's queue is written: two seconds
    /// without a page kept is a reader reading, not a held key.
    static let searchIndexIdleDelay = Duration.seconds(2)

    /// The cache for the rows of `origin` (by default the configured API's). Rows kept before the
    /// cache kept origins are given the configured API's origin (`configuredBaseURL`, by default
    /// config.toml's), except the demo stub's items, of its standard seed or `demoSeed`, which are dropped.
    static func open(
        environment: [String: String], settings: Settings = Settings.load(), origin: String? = nil,
        configuredBaseURL: URL? = nil, demoSeed: UInt64? = nil
    ) throws -> CacheStore {
        let path = CacheLocation.databasePath(environment: environment)
        let limit = settings.config.cacheSizeMB.map { $0 * 1024 * 1024 } ?? CacheStore.defaultBodyLimitBytes
        let configured = ReaderLauncher.namespace(of: configuredBaseURL ?? settings.baseURL(option: nil))
        let seeds = Set([CorpusOptions().seed] + (demoSeed.map { [$0] } ?? []))
        let unknown = UnknownOriginRows(origin: configured) { id in seeds.contains { Corpus.namesItem(id, seed: $0) } }
        do {
            return try CacheStore(
                path: path, origin: origin ?? configured, unknownOrigin: unknown, bodyLimitBytes: limit,
                searchIndexIdleDelay: Self.searchIndexIdleDelay)
        } catch .diskFull(let path) {
            Console.error(CacheError.diskFull(path: path).description)
            throw ExitCode(1)
        } catch {
            Console.error(tr("{problem} Set XDG_CACHE_HOME to a writable folder.", ["problem": String(describing: error)]))
            throw ExitCode(1)
        }
    }
}
