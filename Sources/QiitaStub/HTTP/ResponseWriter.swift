import Glibc

/// Puts a ``StubResponse`` on the wire, faults included.
enum ResponseWriter {
    /// What became of the connection after a response.
    enum Outcome {
        /// It may carry another request.
        case keepOpen
        /// The response ended it, as planned.
        case close
        /// The response ends it with a TCP reset, which the caller makes when it closes the socket.
        case reset
        /// The client hung up before the response was all sent.
        case peerGone
    }

    /// Sends the response and says what became of the connection.
    static func write(_ response: StubResponse, to fd: Int32, keepAlive: Bool) -> Outcome {
        switch response.delivery {
        case .normal:
            let head = self.head(response, extra: [
                HeaderField("Content-Length", String(response.body.count)),
                HeaderField("Connection", keepAlive ? "keep-alive" : "close"),
            ])
            guard Socket.send(ArraySlice(head + response.body), to: fd) else { return .peerGone }
            return keepAlive ? .keepOpen : .close
        case .truncated:
            let head = self.head(response, extra: [
                HeaderField("Content-Length", String(response.body.count)), HeaderField("Connection", "close"),
            ])
            _ = Socket.send(ArraySlice(head + response.body.prefix(response.body.count / 2)), to: fd)
            return .close
        case .resetMidBody:
            let head = self.head(response, extra: [HeaderField("Transfer-Encoding", "chunked")])
            let part = response.body.prefix(max(1, response.body.count / 2))
            let chunk = Array(String(part.count, radix: 16).utf8) + [13, 10] + part + [13, 10]
            _ = Socket.send(ArraySlice(head + chunk), to: fd)
            usleep(50_000)
            return .reset
        case .trickle(let rate):
            let head = self.head(response, extra: [
                HeaderField("Content-Length", String(response.body.count)), HeaderField("Connection", "close"),
            ])
            guard Socket.send(ArraySlice(head), to: fd) else { return .peerGone }
            let step = max(1, rate / 10)
            var offset = 0
            while offset < response.body.count {
                let end = min(offset + step, response.body.count)
                guard Socket.send(response.body[offset..<end], to: fd),
                    Socket.waitWhilePeerStays(fd, seconds: 0.1)
                else { return .peerGone }
                offset = end
            }
            return .close
        }
    }

    private static func head(_ response: StubResponse, extra: [HeaderField]) -> [UInt8] {
        var text = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for header in response.headers + extra { text += "\(header.name): \(header.value)\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
