import Dispatch
import Foundation
import QiitaAPI
import Synchronization

/// A transport that answers every request with the same response and records what was sent.
public final class CannedTransport: HTTPTransport {
    private let response: HTTPResponse
    private let sent = Mutex<[HTTPRequest]>([])

    /// Creates a transport that always answers `response`.
    public init(response: HTTPResponse) { self.response = response }

    /// The requests sent so far, in order.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// Records the request and answers the canned response.
    public func send(_ request: HTTPRequest) async throws(QiitaAPIError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return response
    }
}

/// Sends one request through a real ``QiitaClient`` over a ``CannedTransport``, waiting for the
/// result, so that a fuzz target drives the client's own decoding, retry and redirect rules.
public struct ScriptedExchange<Request: QiitaRequest> {
    /// What the client returned.
    public var result: Result<Request.Response, QiitaAPIError>
    /// What the client sent.
    public var requests: [HTTPRequest]

    /// Runs `request` against a server that always answers `response`.
    public init(_ request: Request, answering response: HTTPResponse, configuration: QiitaClientConfiguration) {
        let transport = CannedTransport(response: response)
        let client = QiitaClient(configuration: configuration, transport: transport)
        let outcome = Outcome<Result<Request.Response, QiitaAPIError>>()
        Task {
            do throws(QiitaAPIError) {
                outcome.finish(.success(try await client.send(request)))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        result = outcome.wait()
        requests = transport.requests
    }
}

/// A value produced on another task, waited for on this thread.
private final class Outcome<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Value) {
        value.withLock { $0 = result }
        done.signal()
    }

    func wait() -> Value {
        done.wait()
        return value.withLock { $0! }
    }
}
