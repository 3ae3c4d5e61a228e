import Testing
@testable import TerminalUI

/// Control strings (OSC, DCS, APC, PM) and bracketed paste: read to their end, never as keys.
struct KeyDecoderStringTests {
    @Test(arguments: [
        "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]52;c;cXVpdA==\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\",
        "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^private\u{07}",
    ])
    func controlString_endsAtBelOrST_andNothingInsideIsAKey(input: String) {
        let decoded = decodeWhole(bytes(input + "j"))
        #expect(decoded.count == 2)
        if case .unboundKey = decoded.first?.event {} else { Issue.record("not unbound: \(decoded)") }
        #expect(decoded.first?.byteCount == input.utf8.count)
        #expect(decoded.last?.event == .key(.character("j")))
        #expect(decodeBytewise(bytes(input + "j")) == decoded)
    }

    @Test func overlongString_isReadToItsEnd_andItsNameIsBounded() {
        let input = [0x1B, UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "q"), count: 100_000) + [0x07] + bytes("j")
        let decoded = decodeWhole(input)
        #expect(decoded.map(\.byteCount) == [100_003, 1])
        guard case .unboundKey(let name) = decoded.first?.event else {
            Issue.record("not unbound: \(decoded)")
            return
        }
        #expect(name.count <= 41)
        #expect(decoded.last?.event == .key(.character("j")))
    }

    @Test func unterminatedString_endsWithTheDelay() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes("\u{1B}]0;title")).isEmpty)
        #expect(decoder.pendingWait == .escapeDelay)
        #expect(decoder.expire().map(\.event) == [.unboundKey("ESC]0;title")])
        #expect(decoder.feed(bytes("q")).map(\.event) == [.key(.character("q"))])
    }

    @Test func stringInterruptedByAnotherSequence_endsThereAndTheSequenceCounts() {
        let events = decodeWhole(bytes("\u{1B}]0;x\u{1B}[A")).map(\.event)
        #expect(events == [.unboundKey("ESC]0;x"), .key(.up)])
    }

    @Test func paste_keepsLinesAndDropsControls() {
        let input = "\u{1B}[200~one\r\ntwo\rthree\u{1B}[31mred\u{7}\u{1B}[201~"
        #expect(decodeWhole(bytes(input)).map(\.event) == [.paste("one\ntwo\nthreered\u{FFFD}")])
        #expect(decodeBytewise(bytes(input)) == decodeWhole(bytes(input)))
    }

    @Test func paste_neverReadAsKeys_evenWhenItLooksLikeTheEnd() {
        let input = "\u{1B}[200~q\u{1B}[20q\u{1B}[201q\u{1B}\u{1B}[201~j"
        let decoded = decodeWhole(bytes(input))
        #expect(decoded.map(\.event) == [.paste("q"), .key(.character("j"))])
        #expect(decoded.first?.byteCount == input.utf8.count - 1)
    }

    @Test func paste_overTheLimit_keepsTheFirst64KiB() {
        let body = Array(repeating: UInt8(ascii: "q"), count: 100_000)
        let decoded = decodeWhole(bytes("\u{1B}[200~") + body + bytes("\u{1B}[201~"))
        #expect(decoded.count == 1)
        guard case .paste(let text) = decoded.first?.event else {
            Issue.record("not a paste: \(decoded.map(\.byteCount))")
            return
        }
        #expect(text.utf8.count == KeyDecoder.pasteLimit)
    }

    @Test func pasteWithoutItsEnd_endsAfterTheGap_andLaterKeysAreKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes("\u{1B}[200~abc")).isEmpty)
        #expect(decoder.pendingWait == .pasteGap)
        #expect(decoder.expire().map(\.event) == [.paste("abc")])
        #expect(decoder.feed(bytes("j")).map(\.event) == [.key(.character("j"))])
    }
}
