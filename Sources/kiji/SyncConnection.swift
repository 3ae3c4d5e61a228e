import FoundationEssentials
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub

/// What a run of `kiji sync` talks to and keeps into: the API (the demo's stub with `--demo`, else
/// the configured one with the token), the cache of that origin and its images.
struct SyncConnection {
    /// The cache of the API's origin.
    let store: CacheStore
    /// The sentence when a saved token was not sent (it belongs to another API root).
    let withheldNote: String?
    /// The time the timeline's window ends at: now, or with `--demo` the corpus's newest item,
    /// whose dates are fixed.
    let clock: Date
    private let client: QiitaClient
    private let images: ImageDiskCache
    private let imageRepository: HTTPImageRepository
    private let timeline: any TimelineSources
    private let account: RememberedAccount
    /// The demo's stub, which runs while the connection lives.
    private let stub: QiitaStubServer?

    init(options: ReaderOptions, settings: Settings) throws {
        let environment = ProcessInfo.processInfo.environment
        var baseURL: URL
        var token: AccessToken?
        var namespace: String
        if options.demo {
            let server = try QiitaStubServer(options: options.stub.stubOptions)
            baseURL = server.baseURL
            token = AccessToken(QiitaStubOptions.demoToken)
            namespace = ReaderLauncher.demoNamespace(options.stub)
            clock = Self.demoClock(of: server)
            stub = server
            withheldNote = nil
        } else {
            let access = try ReaderLauncher.resolveAccess(requested: settings.requestedBaseURL(option: options.baseURL))
            baseURL = access.baseURL
            token = access.token?.token
            namespace = ReaderLauncher.namespace(of: baseURL)
            clock = Date()
            stub = nil
            withheldNote = access.withheldSentence
        }
        store = try CacheOpening.open(
            environment: environment, settings: settings, origin: namespace,
            configuredBaseURL: settings.baseURL(option: options.baseURL), demoSeed: options.stub.seed)
        client = ClientFactory.client(baseURL: baseURL, token: token, transport: options.transport)
        images = ImageFetching.diskCache(environment: environment, store: store, settings: settings)
        imageRepository = ImageFetching.repository(baseURL: baseURL, transport: options.transport, offline: false, cache: images)
        account = RememberedAccount(RemoteAccountRepository(client: client))
        timeline = ReaderLauncher.timelineSources(client: client, account: account, store: store, namespace: namespace, settings: settings)
    }

    /// A run with `settings` over this connection.
    func librarySync(settings: SyncSettings) -> LibrarySync {
        Self.librarySync(client: client, account: account, timeline: timeline, images: imageRepository, imageCache: images, store: store, settings: settings)
    }

    /// A run over `client` (for the API) and `images`, keeping into `store` and `imageCache`.
    static func librarySync(
        client: QiitaClient, account: any AccountRepository, timeline: any TimelineSources, images: any ImageRepository,
        imageCache: ImageDiskCache, store: CacheStore, settings: SyncSettings
    ) -> LibrarySync {
        LibrarySync(
            api: SyncConnections(
                items: RemoteItemRepository(client: client), comments: RemoteCommentRepository(client: client),
                account: account, timeline: timeline, images: images, rateLimit: ClientRateLimit(client: client)),
            store: store, imagesKept: { imageCache.holds($0) }, settings: settings)
    }

    /// The demo's clock: an hour after its corpus's newest item, whose dates are fixed.
    static func demoClock(of server: QiitaStubServer) -> Date {
        Date(timeIntervalSince1970: Double(server.corpus.createdAt(ofSlot: 0)) + 3600)
    }
}
