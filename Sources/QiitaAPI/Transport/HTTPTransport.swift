/// Something that performs HTTP exchanges.
///
/// ``CurlTransport`` is the real one. The protocol exists so that the client's retry and redirect
/// rules can be unit-tested against a scripted transport; integration tests use the real one.
public protocol HTTPTransport: Sendable {
    /// Performs one exchange and returns the response, whatever its status.
    ///
    /// - Throws: ``QiitaAPIError/transport(_:detail:)`` when no complete response arrived,
    ///   including when the calling task is cancelled (``TransportFailure/cancelled``).
    func send(_ request: HTTPRequest) async throws(QiitaAPIError) -> HTTPResponse
}
