import Glibc

/// Thin, blocking wrappers over the POSIX socket calls the stub needs.
enum Socket {
    /// A TCP socket listening on 127.0.0.1 at `port` (0 for an ephemeral one), and the port it got.
    ///
    /// It shares its port (`SO_REUSEPORT`) so that ``holdPort(_:)`` can take the port over
    /// before the listener closes.
    static func listenOnLoopback(port: UInt16) throws(StubServerError) -> (fd: Int32, port: UInt16) {
        let fd = try boundOnLoopback(port: port, options: [SO_REUSEADDR, SO_REUSEPORT])
        guard listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw .socket("listen", code)
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// A socket bound to the listener's `port` that never listens, so that the port refuses
    /// connections and no other server can be given it; nil if it could not be bound.
    ///
    /// A port freed when a stub stops is soon handed to the next stub a test starts; a test that
    /// stopped its stub to see the network fail would then reach that other one instead.
    static func holdPort(_ port: UInt16) -> Int32? {
        try? boundOnLoopback(port: port, options: [SO_REUSEPORT])
    }

    private static func boundOnLoopback(port: UInt16, options: [Int32]) throws(StubServerError) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .socket("socket", errno) }
        for option in options {
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, option, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .socket("bind", code)
        }
        return fd
    }

    /// Accepts one connection with Nagle's algorithm off; nil once the listener is shut down.
    static func accept(on listener: Int32) -> Int32? {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd >= 0 {
                var on: Int32 = 1
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                return fd
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// Reads what is available, blocking until something is; nil at end of stream or on error.
    static func receive(from fd: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[0..<count]
                return true
            }
            if count < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// Writes all bytes; false when the peer is gone.
    static func send(_ bytes: ArraySlice<UInt8>, to fd: Int32) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Waits up to `seconds`; returns false early if the peer closes the connection meanwhile.
    static func waitWhilePeerStays(_ fd: Int32, seconds: Double) -> Bool {
        var remaining = seconds
        while remaining > 0 {
            let slice = min(remaining, 0.05)
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(slice * 1000))
            if ready > 0 {
                if poller.revents & Int16(POLLHUP | POLLERR) != 0 { return false }
                var probe: UInt8 = 0
                let peeked = recv(fd, &probe, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
                if peeked == 0 { return false }
                if peeked > 0 {
                    usleep(UInt32(slice * 1_000_000))
                }
            }
            remaining -= slice
        }
        return true
    }

    /// Closes with a TCP reset instead of an orderly shutdown.
    static func reset(_ fd: Int32) {
        var lingering = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &lingering, socklen_t(MemoryLayout<linger>.size))
        close(fd)
    }

    /// Stops both directions so that a thread blocked on the socket wakes up.
    static func shutdownBoth(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_RDWR))
    }
}

/// Why the stub could not start.
public enum StubServerError: Error, Sendable, CustomStringConvertible {
    /// A socket call failed with this errno.
    case socket(String, Int32)
    /// No thread could be started to accept connections.
    case threadUnavailable

    /// One sentence naming the failed call.
    public var description: String {
        switch self {
        case .socket(let call, let code): "QiitaStub could not \(call) on 127.0.0.1: \(String(cString: strerror(code)))."
        case .threadUnavailable: "QiitaStub could not start a thread to accept connections."
        }
    }
}
