/// Why no complete HTTP response arrived.
public enum TransportFailure: Sendable, Hashable {
    /// The host name could not be resolved.
    case hostNotFound
    /// Nothing accepted the connection at that address and port.
    case connectionRefused
    /// The connection or the whole transfer took longer than allowed.
    case timedOut
    /// The transfer stayed below the low-speed limit for too long.
    case tooSlow
    /// The TLS handshake or the certificate check failed.
    case tls
    /// The connection closed before the response was complete.
    case connectionLost
    /// The response body exceeded the size cap, in bytes.
    case responseTooLarge(limit: Int)
    /// A response header was longer than libcurl reads (100 KB): libcurl 7 reports it as out of
    /// memory (error 27), later ones as too large (error 100).
    case headerTooLarge
    /// The calling task was cancelled and the transfer aborted.
    case cancelled
    /// A URL the transport cannot use.
    case invalidURL
    /// libcurl itself could not be loaded (see `detail`), so nothing was sent.
    case libcurlUnavailable
    /// Any other libcurl failure, with its code.
    case other(code: Int)
}
