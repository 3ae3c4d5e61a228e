import FoundationEssentials

/// The libcurl-backed ``HTTPTransport``: async calls that run libcurl on a thread of its own.
///
/// One transport keeps one connection cache, so make one per API host and share it. Cancelling the
/// calling task aborts the transfer at once and closes its connection.
public final class CurlTransport: HTTPTransport {
    private let loop: CurlMultiLoop
    private let configuration: TransportConfiguration

    /// Creates a transport. Its thread starts, and loads libcurl, when the first request is sent.
    public convenience init(configuration: TransportConfiguration) {
        self.init(configuration: configuration, loop: CurlMultiLoop(configuration: configuration))
    }

    /// Creates a transport over `loop`.
    init(configuration: TransportConfiguration, loop: CurlMultiLoop) {
        self.configuration = configuration
        self.loop = loop
    }

    deinit { loop.stop() }

    /// Performs one exchange without following redirects.
    public func send(_ request: HTTPRequest) async throws(QiitaAPIError) -> HTTPResponse {
        let host = request.url.host ?? request.url.absoluteString
        if Task.isCancelled { throw .transport(.cancelled, host: host, detail: "cancelled") }
        let pending = PendingTransfer()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, QiitaAPIError>, Never>) in
                let transfer = CurlTransfer(
                    request: request, maxResponseBytes: request.maxResponseBytes ?? configuration.maxResponseBytes
                ) {
                    continuation.resume(returning: $0)
                }
                pending.attach(transfer)
                loop.submit(transfer)
            }
        } onCancel: {
            if let transfer = pending.cancel() { loop.cancel(transfer) }
        }
        return try result.get()
    }
}
