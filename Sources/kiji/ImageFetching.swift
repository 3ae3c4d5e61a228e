import FoundationEssentials
import KijiData
import KijiDomain
import QiitaAPI

/// Builds the image repository and its folder: one place for the folder, the budget and the client.
enum ImageFetching {
    /// The kept images of `store`'s origin beside it, within what `cache_size_mb` leaves once the database is counted.
    ///
    /// `cache_size_mb` bounds the whole cache folder: the database comes first (its bodies are
    /// bounded by the same number), and images fill what it leaves, the least recently used going
    /// first when a new image does not fit.
    static func diskCache(environment: [String: String], store: CacheStore, settings: Settings) -> ImageDiskCache {
        let total = settings.config.cacheSizeMB.map { $0 * 1024 * 1024 } ?? CacheStore.defaultBodyLimitBytes
        return ImageDiskCache(folder: CacheLocation.imageFolder(environment: environment), origin: store.origin, notices: store.notices) {
            max(0, total - store.fileBytes)
        }
    }

    /// The repository the screens get: over its own client, which holds no token (images live on
    /// other hosts), and without one when offline.
    static func repository(
        baseURL: URL, transport: TransportConfiguration, offline: Bool, cache: ImageDiskCache
    ) -> HTTPImageRepository {
        let client = QiitaClient(configuration: QiitaClientConfiguration(baseURL: baseURL, accessToken: nil, transport: transport))
        return HTTPImageRepository(
            client: offline ? nil : client, cache: cache, policy: ImageAddressPolicy(apiBaseURL: baseURL))
    }
}
