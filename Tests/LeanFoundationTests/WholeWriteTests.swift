import Foundation
import Glibc
import LeanFoundation
import Testing

/// A buffer written whole, however many writes it takes (an OSC 52 sequence of a long code block).
struct WholeWriteTests {
    @Test func aBufferLargerThanAPipeHolds_isWrittenWhole() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let reader = DescriptorReader(ends[0])
        #expect(WholeWrite.write(bytes, to: ends[1]) == nil)
        close(ends[1])
        #expect(reader.wait() == bytes)
        close(ends[0])
    }

    @Test func aClosedDescriptor_givesItsErrno() {
        #expect(WholeWrite.write([1, 2, 3], to: -1) == EBADF)
    }
}

/// Reads a descriptor to its end on a thread of its own.
private final class DescriptorReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += chunk[..<count]
            }
            done.signal()
        }
    }

    /// Everything read, once the descriptor's other end is closed.
    func wait() -> [UInt8] {
        done.wait()
        return bytes
    }
}
