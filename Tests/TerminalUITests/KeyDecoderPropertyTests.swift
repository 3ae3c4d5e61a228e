import Testing
@testable import TerminalUI

/// A small deterministic generator (SplitMix64), so that a failing case can be run again.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Invariants of the decoder over random input, read in random pieces.
struct KeyDecoderPropertyTests {
    /// Bytes that make up escape sequences, so that random strings often come close to real ones.
    static let alphabet: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[[OP]_^X\\~;<M m0123456789ADIqhjéq".utf8) + [0x07, 0x03, 0x7F, 0x08, 0x18, 0x0D, 0xFF]

    /// Keys kiji binds to back or quit (Esc, q, h, Left, Backspace; C-c) and the other one-byte
    /// keys may only come from exactly their own bytes; Left also from `ESC [ D`, `ESC O D` or
    /// `ESC [ 1 D`, Enter also from keypad Enter `ESC O M`.
    static func mayCome(_ key: Key, from byteCount: Int) -> Bool {
        switch key {
        case .escape, .character("q"), .character("h"), .ctrl, .backspace, .tab: byteCount == 1
        case .enter: byteCount == 1 || byteCount == 3
        case .left: byteCount == 3 || byteCount == 4
        case .character(let character): character.utf8.count == byteCount
        default: true
        }
    }

    @Test func randomInput_inRandomPieces_keepsTheInvariants() {
        var random = SplitMix64(state: 0x6B69_6A69)
        for _ in 0..<5000 {
            let length = Int.random(in: 1...48, using: &random)
            let input = (0..<length).map { _ in
                Int.random(in: 0..<8, using: &random) == 0
                    ? UInt8.random(in: 0...255, using: &random) : Self.alphabet.randomElement(using: &random)!
            }
            var decoder = KeyDecoder()
            var decoded: [KeyDecoder.Decoded] = []
            var fed = 0
            while fed < input.count {
                let piece = Int.random(in: 1...(input.count - fed), using: &random)
                decoded += decoder.feed(input[fed..<(fed + piece)])
                fed += piece
                let accounted = decoded.reduce(0) { $0 + $1.byteCount }
                #expect((decoder.pendingWait == nil) == (accounted == fed), "bytes waiting without a deadline: \(input)")
            }
            decoded += decoder.expire()
            #expect(decoder.pendingWait == nil, "still waiting after the delay: \(input)")
            #expect(decoded.reduce(0) { $0 + $1.byteCount } == input.count, "bytes lost or counted twice: \(input)")
            for item in decoded {
                if case .key(let key) = item.event {
                    #expect(Self.mayCome(key, from: item.byteCount), "\(key) from \(item.byteCount) bytes of \(input)")
                }
                if case .unboundKey(let name) = item.event { #expect(name.count <= 41) }
            }
        }
    }
}
