import KijiDomain
import Synchronization

/// An image source double: answers each address from its table (a failure for one it does not
/// know), records every address asked for, and holds its answers while gated.
final class SpyImageRepository: ImageRepository {
    private struct State {
        var asked: [String] = []
        var gated: Bool
    }

    private let answers: [String: [UInt8]]
    private let state: Mutex<State>

    init(_ answers: [String: [UInt8]], gated: Bool = false) {
        self.answers = answers
        state = Mutex(State(gated: gated))
    }

    /// The addresses asked for, in order.
    var asked: [String] { state.withLock(\.asked) }

    /// Lets the held answers go.
    func release() { state.withLock { $0.gated = false } }

    @concurrent
    func imageBytes(at address: String) async throws(LoadError) -> [UInt8] {
        state.withLock { $0.asked.append(address) }
        while state.withLock(\.gated) {
            if Task.isCancelled { throw LoadError(kind: .cancelled, message: "Cancelled.") }
            try? await Task.sleep(for: .milliseconds(1))
        }
        guard let bytes = answers[address] else { throw LoadError(kind: .notFound, message: "The server has no image at \(address).") }
        return bytes
    }
}

/// Test pictures.
enum BandedPNG {
    /// A 12×12 PNG in three horizontal bands, top to bottom: red, green, blue (each fully opaque).
    static let bytes: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x0C, 0x00, 0x00, 0x00, 0x0C, 0x08, 0x06, 0x00, 0x00, 0x00, 0x56, 0x75, 0x5C, 0xE7, 0x00, 0x00, 0x00,
        0x1F, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x9F, 0x14, 0xCC, 0x30, 0x08, 0x35,
        0x80, 0xF5, 0x90, 0x02, 0x07, 0xA3, 0x06, 0xD2, 0xFC, 0x3C, 0x18, 0x35, 0x00, 0x00, 0xFB, 0x54, 0x1E, 0xF0,
        0x97, 0xA9, 0xC1, 0x2B, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
