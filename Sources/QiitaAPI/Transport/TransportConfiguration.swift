/// Limits and identity that apply to every transfer of a transport.
public struct TransportConfiguration: Sendable, Hashable {
    /// Seconds allowed to establish the TCP and TLS connection.
    public var connectTimeout: Double
    /// Seconds allowed for the whole transfer, from start to last byte.
    public var totalTimeout: Double
    /// A transfer slower than this many bytes per second for ``lowSpeedTime`` seconds is aborted.
    public var lowSpeedLimit: Int
    /// Seconds a transfer may stay below ``lowSpeedLimit`` before it is aborted.
    public var lowSpeedTime: Int
    /// The largest response body accepted, in bytes; a larger one aborts the transfer.
    public var maxResponseBytes: Int
    /// The `User-Agent` header sent with every request.
    public var userAgent: String
    /// Seconds a kept connection may sit idle and still carry the next request; after that a new
    /// one is made (servers drop idle connections, and a dropped one would cost a failed request).
    public var idleConnectionLifetime: Int

    /// The limits kiji uses: 10 s to connect, 30 s in all, under 100 B/s for 10 s aborts, 10 MiB,
    /// and a connection idle for 118 s (libcurl's own default) is not used again.
    public static func standard(userAgent: String) -> TransportConfiguration {
        TransportConfiguration(
            connectTimeout: 10, totalTimeout: 30, lowSpeedLimit: 100, lowSpeedTime: 10,
            maxResponseBytes: 10 * 1024 * 1024, userAgent: userAgent, idleConnectionLifetime: 118)
    }

    /// Creates a configuration.
    public init(
        connectTimeout: Double, totalTimeout: Double, lowSpeedLimit: Int, lowSpeedTime: Int,
        maxResponseBytes: Int, userAgent: String, idleConnectionLifetime: Int
    ) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.lowSpeedLimit = lowSpeedLimit
        self.lowSpeedTime = lowSpeedTime
        self.maxResponseBytes = maxResponseBytes
        self.userAgent = userAgent
        self.idleConnectionLifetime = idleConnectionLifetime
    }
}
