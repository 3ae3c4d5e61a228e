import FoundationEssentials

/// Where the API is, who is asking, and how patiently.
public struct QiitaClientConfiguration: Sendable {
    /// The API root, e.g. `https://qiita.com/api/v2` or `https://TEAM.qiita.com/api/v2`.
    public var baseURL: URL
    /// The token sent to ``baseURL``'s host, and to no other.
    public var accessToken: AccessToken?
    /// Timeouts, size cap and User-Agent for every transfer.
    public var transport: TransportConfiguration
    /// When GETs are repeated.
    public var retry: RetryPolicy
    /// A GET's redirects followed before giving up; a write's are never followed.
    public var maxRedirects: Int

    /// The public Qiita API.
    public static let qiitaBaseURL = URL(string: "https://qiita.com/api/v2")!

    /// Creates a configuration.
    public init(
        baseURL: URL = qiitaBaseURL, accessToken: AccessToken? = nil,
        transport: TransportConfiguration, retry: RetryPolicy = .standard, maxRedirects: Int = 5
    ) {
        self.baseURL = baseURL
        self.accessToken = accessToken
        self.transport = transport
        self.retry = retry
        self.maxRedirects = maxRedirects
    }
}
