import Glibc
import QiitaStub
import Testing

/// A stopped stub's port refuses connections and is not handed to another stub, so a test that
/// stops its stub to see the network fail cannot reach a stub another test started meanwhile.
@Suite("A stopped stub's port")
struct StoppedStubPortTests {
    @Test func afterStop_connectionsAreRefused() throws {
        let server = try QiitaStubServer()
        #expect(connect(toPort: server.port) == 0)
        server.stop()
        #expect(connect(toPort: server.port) == ECONNREFUSED)
    }

    @Test func afterStop_noOtherSocketCanBindThePort() throws {
        let server = try QiitaStubServer()
        server.stop()
        #expect(bind(toPort: server.port) == EADDRINUSE)
    }

    @Test func onceTheStoppedServerIsGone_itsPortIsFreeAgain() throws {
        var server: QiitaStubServer? = try QiitaStubServer()
        let port = try #require(server?.port)
        server?.stop()
        server = nil
        var result = bind(toPort: port)
        for _ in 0..<40 where result != 0 {
            usleep(50_000)
            result = bind(toPort: port)
        }
        #expect(result == 0)
    }

    /// Binds a plain socket to 127.0.0.1:`port`; 0 on success, else the errno.
    private func bind(toPort port: UInt16) -> Int32 {
        onLoopback(port) { Glibc.bind($0, $1, $2) }
    }

    /// Connects to 127.0.0.1:`port`; 0 on success, else the errno.
    private func connect(toPort port: UInt16) -> Int32 {
        onLoopback(port) { Glibc.connect($0, $1, $2) }
    }

    /// Makes a TCP socket, calls `call` with it and the address 127.0.0.1:`port`, and closes it.
    private func onLoopback(
        _ port: UInt16, _ call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                call(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? 0 : errno
    }
}
