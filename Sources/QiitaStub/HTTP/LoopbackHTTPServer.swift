import FoundationEssentials
import LeanFoundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 with keep-alive, one thread per connection.
///
/// It is written on plain sockets so that faults can be made byte by byte: a body cut short, a
/// reset in the middle, a trickle, a client that hangs up while the server waits.
final class LoopbackHTTPServer: Sendable {
    /// What the server calls for each request, on the connection's thread.
    typealias Handler = @Sendable (StubRequest) -> StubResponse

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let state = Mutex<State>(State())

    private struct State {
        var open: Set<Int32> = []
        var acceptedConnections = 0
        var clientAborts = 0
        var gzipResponses = 0
        var answering = 0
        var peakAnswering = 0
        var stopped = false
        var listenerClosed = false
        var portHolder: Int32?
    }

    init(port: UInt16, handler: @escaping Handler) throws(StubServerError) {
        (listener, self.port) = try Socket.listenOnLoopback(port: port)
        self.handler = handler
        guard DetachedThread.start(name: "QiitaStub.accept", { [self] in acceptLoop() }) else {
            close(listener)
            throw .threadUnavailable
        }
    }

    /// TCP connections accepted so far.
    var acceptedConnections: Int { state.withLock { $0.acceptedConnections } }
    /// Responses abandoned because the client hung up first.
    var clientAborts: Int { state.withLock { $0.clientAborts } }
    /// Responses sent gzip-compressed.
    var gzipResponses: Int { state.withLock { $0.gzipResponses } }
    /// The most requests being answered at one time (from the request read to the response's last
    /// byte, a delay included), over the server's life.
    var peakConcurrentResponses: Int { state.withLock { $0.peakAnswering } }

    deinit {
        if let holder = state.withLock({ $0.portHolder }) { close(holder) }
    }

    /// Stops accepting and ends every open connection; the port refuses connections from then on
    /// and is given to no other server while this one exists.
    ///
    /// Sockets are only shut down here, never closed: each is closed by the thread that uses it,
    /// after it leaves the table, so no descriptor number is reused while another thread holds it.
    /// Calling it again does nothing.
    func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            state.portHolder = Socket.holdPort(port)
            for fd in state.open { Socket.shutdownBoth(fd) }
            if !state.listenerClosed { Socket.shutdownBoth(listener) }
        }
    }

    private func acceptLoop() {
        defer {
            state.withLock { state in
                state.listenerClosed = true
                close(listener)
            }
        }
        while let fd = Socket.accept(on: listener) {
            let connection = state.withLock { state -> Int? in
                guard !state.stopped else { return nil }
                state.acceptedConnections += 1
                state.open.insert(fd)
                return state.acceptedConnections
            }
            guard let connection else {
                close(fd)
                return
            }
            if !DetachedThread.start(name: "QiitaStub.connection", { [self] in serve(fd, connection: connection) }) {
                state.withLock { _ = $0.open.remove(fd) }
                close(fd)
            }
        }
    }

    /// Answers the requests on `fd`, the `connection`th the server accepted, until it closes.
    private func serve(_ fd: Int32, connection: Int) {
        var buffer: [UInt8] = []
        var endWithReset = false
        defer {
            state.withLock { _ = $0.open.remove(fd) }
            if endWithReset { Socket.reset(fd) } else { close(fd) }
        }
        while true {
            switch RequestParser.parse(buffer) {
            case .malformed:
                return
            case .incomplete:
                guard Socket.receive(from: fd, into: &buffer) else { return }
            case .request(var request, let consumed):
                buffer.removeFirst(consumed)
                request.connection = connection
                state.withLock { state in
                    state.answering += 1
                    state.peakAnswering = max(state.peakAnswering, state.answering)
                }
                defer { state.withLock { $0.answering -= 1 } }
                var response = handler(request)
                if response.delay > 0, !Socket.waitWhilePeerStays(fd, seconds: response.delay) {
                    state.withLock { $0.clientAborts += 1 }
                    return
                }
                compressIfAccepted(&response, for: request)
                let keepAlive = request.header("Connection")?.lowercased() != "close"
                switch ResponseWriter.write(response, to: fd, keepAlive: keepAlive) {
                case .keepOpen: continue
                case .close: return
                case .reset:
                    endWithReset = true
                    return
                case .peerGone:
                    state.withLock { $0.clientAborts += 1 }
                    return
                }
            }
        }
    }

    private func compressIfAccepted(_ response: inout StubResponse, for request: StubRequest) {
        // Images are compressed already, and servers send them as they are.
        let isImage = response.headers.contains { $0.name.lowercased() == "content-type" && $0.value.hasPrefix("image/") }
        guard !isImage, response.body.count >= 256, Gzip.isAccepted(by: request.header("Accept-Encoding")),
            !response.headers.contains(where: { $0.name.lowercased() == "content-encoding" }),
            let compressed = Gzip.compress(response.body)
        else { return }
        response.body = compressed
        response.headers.append(HeaderField("Content-Encoding", "gzip"))
        response.headers.append(HeaderField("Vary", "Accept-Encoding"))
        state.withLock { $0.gzipResponses += 1 }
    }
}
