import FoundationEssentials
import QiitaAPI

/// Builds the API client every command uses.
enum ClientFactory {
    /// A client for `baseURL` that sends `token`, if any, to that host only.
    static func client(
        baseURL: URL, token: AccessToken?,
        transport: TransportConfiguration = .standard(userAgent: KijiVersion.userAgent)
    ) -> QiitaClient {
        QiitaClient(configuration: QiitaClientConfiguration(baseURL: baseURL, accessToken: token, transport: transport))
    }
}
