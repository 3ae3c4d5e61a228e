import Testing
@testable import TerminalUI

/// Decodes `input` in one piece, then lets the escape delay pass.
func decodeWhole(_ input: [UInt8], known: [[UInt8]: Key] = [:]) -> [KeyDecoder.Decoded] {
    var decoder = KeyDecoder(knownSequences: known)
    return decoder.feed(input) + decoder.expire()
}

/// Decodes `input` one byte per read, as a slow link delivers it, then lets the escape delay pass.
func decodeBytewise(_ input: [UInt8], known: [[UInt8]: Key] = [:]) -> [KeyDecoder.Decoded] {
    var decoder = KeyDecoder(knownSequences: known)
    var decoded: [KeyDecoder.Decoded] = []
    for byte in input { decoded += decoder.feed([byte]) }
    return decoded + decoder.expire()
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func click(_ kind: MouseEvent.Kind, row: Int, column: Int) -> Event {
    .key(.mouse(MouseEvent(kind: kind, row: row, column: column)))
}

/// The table: what terminals send that terminfo does not list.
struct KeyDecoderTableTests {
    static let rows: [(input: String, expected: Event?)] = [
        ("\u{1B}[99~", .unboundKey("ESC[99~")),
        ("\u{1B}[27;5;13~", .unboundKey("ESC[27;5;13~")),
        ("\u{1B}[I", nil),
        ("\u{1B}[O", nil),
        ("\u{1B}[200~x\u{1B}[201~", .paste("x")),
        ("\u{1B}[<0;5;5M", click(.leftClick, row: 4, column: 4)),
        ("\u{1B}x", .key(.alt("x"))),
    ]

    @Test(arguments: rows)
    func tableRow_decodesToOneEventThatIsNeitherEscNorCharacters(input: String, expected: Event?) {
        let decoded = decodeWhole(bytes(input))
        #expect(decoded == [KeyDecoder.Decoded(event: expected, byteCount: input.utf8.count)])
    }

    @Test(arguments: rows)
    func tableRow_oneBytePerRead_decodesAsInOnePiece(input: String, expected: Event?) {
        #expect(decodeBytewise(bytes(input)) == decodeWhole(bytes(input)))
    }

    @Test(arguments: rows)
    func tableRow_followedByJ_leavesJAKey(input: String, expected: Event?) {
        let events = decodeWhole(bytes(input + "j")).map(\.event)
        #expect(events == [expected, .key(.character("j"))])
    }
}

struct KeyDecoderKeyTests {
    @Test func loneEsc_waitsForTheEscapeDelay_thenIsEsc() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.pendingWait == .escapeDelay)
        #expect(decoder.expire() == [KeyDecoder.Decoded(event: .key(.escape), byteCount: 1)])
        #expect(decoder.pendingWait == nil)
    }

    @Test func twoEscs_areTwoEscs() {
        #expect(decodeWhole([0x1B, 0x1B]).map(\.event) == [.key(.escape), .key(.escape)])
    }

    @Test func escThenAKeyAfterTheDelay_isEscThenThatKey() {
        var decoder = KeyDecoder()
        _ = decoder.feed([0x1B])
        let events = (decoder.expire() + decoder.feed(bytes("x"))).map(\.event)
        #expect(events == [.key(.escape), .key(.character("x"))])
    }

    @Test func altChords_keepCaseAndTakeWideCharacters() {
        #expect(decodeWhole(bytes("\u{1B}X")).map(\.event) == [.key(.alt("X"))])
        #expect(decodeWhole(bytes("\u{1B}é")).map(\.event) == [.key(.alt("é"))])
        #expect(decodeWhole(bytes("\u{1B} ")).map(\.event) == [.key(.alt(" "))])
    }

    @Test func escWithAControlCharacter_isUnbound() {
        #expect(decodeWhole([0x1B, 0x0D]).map(\.event) == [.unboundKey("ESC^M")])
        #expect(decodeWhole([0x1B, 0x7F]).map(\.event) == [.unboundKey("ESC^?")])
    }

    @Test func introducerAloneWhenTheDelayPasses_isThatAltChord() {
        #expect(decodeWhole(bytes("\u{1B}[")).map(\.event) == [.key(.alt("["))])
        #expect(decodeWhole(bytes("\u{1B}O")).map(\.event) == [.key(.alt("O"))])
    }

    @Test func sequenceCutOffByTheDelay_isUnbound() {
        #expect(decodeWhole(bytes("\u{1B}[12")).map(\.event) == [.unboundKey("ESC[12")])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OB", .down), ("\u{1B}[C", .right), ("\u{1B}OD", .left), ("\u{1B}[1D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[6~", .pageDown), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[34~", .function(20)), ("\u{1B}[[A", .function(1)), ("\u{1B}OM", .enter),
    ])
    func wellKnownSequences_decodeToTheirKeys(input: String, key: Key) {
        #expect(decodeWhole(bytes(input)) == [KeyDecoder.Decoded(event: .key(key), byteCount: input.utf8.count)])
        #expect(decodeBytewise(bytes(input)) == decodeWhole(bytes(input)))
    }

    @Test func modifiedKeysNoOneBinds_areUnbound() {
        #expect(decodeWhole(bytes("\u{1B}[1;5A")).map(\.event) == [.unboundKey("ESC[1;5A")])
        #expect(decodeWhole(bytes("\u{1B}[3;2~")).map(\.event) == [.unboundKey("ESC[3;2~")])
    }

    @Test func terminfoSequences_winOverTheBuiltInOnes() {
        let known = [bytes("\u{1B}[1;2P"): Key.function(13), bytes("\u{1B}[4~"): .home]
        #expect(decodeWhole(bytes("\u{1B}[1;2P"), known: known).map(\.event) == [.key(.function(13))])
        #expect(decodeWhole(bytes("\u{1B}[4~"), known: known).map(\.event) == [.key(.home)])
    }

    @Test func characters_decodeWholeEvenWhenSplit() {
        let text = "a日🚀"
        let expected: [Event?] = [.key(.character("a")), .key(.character("日")), .key(.character("🚀"))]
        #expect(decodeWhole(bytes(text)).map(\.event) == expected)
        #expect(decodeBytewise(bytes(text)).map(\.event) == expected)
    }

    @Test func controlCharacters_decodeToNamedKeys() {
        let events = decodeWhole([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x01, 0x17, 0x03]).map(\.event)
        #expect(events == [
            .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace), .key(.ctrl("a")),
            .key(.ctrl("w")), .key(.ctrl("c")),
        ])
    }

    @Test func c1BidiAndInvalidUTF8_neverBecomeCharacters() {
        #expect(decodeWhole(bytes("\u{9B}")).map(\.event) == [.unboundKey("<C2><9B>")])
        #expect(decodeWhole(bytes("\u{202E}")).map(\.event) == [.unboundKey("<E2><80><AE>")])
        #expect(decodeWhole([0xFF]).map(\.event) == [.unboundKey("<FF>")])
        #expect(decodeWhole([0xC3, 0x28]).map(\.event) == [.unboundKey("<C3>"), .key(.character("("))])
    }
}

struct KeyDecoderMouseTests {
    @Test func sgrReportsAtColumn250_pressReleaseAndWheel() {
        let input = "\u{1B}[<0;250;5M\u{1B}[<0;250;5m\u{1B}[<64;250;5M\u{1B}[<65;250;5M\u{1B}[<2;250;5M"
        let expected: [Event?] = [
            click(.leftClick, row: 4, column: 249), click(.release, row: 4, column: 249),
            click(.wheelUp, row: 4, column: 249), click(.wheelDown, row: 4, column: 249),
            click(.rightClick, row: 4, column: 249),
        ]
        #expect(decodeWhole(bytes(input)).map(\.event) == expected)
        #expect(decodeBytewise(bytes(input)).map(\.event) == expected)
    }

    @Test func sgrMotionAndModifiers_motionIgnoredModifiersDropped() {
        #expect(decodeWhole(bytes("\u{1B}[<32;10;3M")).map(\.event) == [nil])
        #expect(decodeWhole(bytes("\u{1B}[<16;10;3M")).map(\.event) == [click(.leftClick, row: 2, column: 9)])
    }

    @Test func x10Reports_stillWork() {
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 0, 33 + 4, 33 + 2]
        let wheel: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 65, 33 + 10, 33 + 7]
        let expected: [Event?] = [click(.leftClick, row: 2, column: 4), click(.wheelDown, row: 7, column: 10)]
        #expect(decodeWhole(press + wheel).map(\.event) == expected)
        #expect(decodeBytewise(press + wheel).map(\.event) == expected)
    }

    @Test func malformedSgrReport_isUnbound() {
        #expect(decodeWhole(bytes("\u{1B}[<0;5M")).map(\.event) == [.unboundKey("ESC[<0;5M")])
        let huge = bytes("\u{1B}[<0;99999999999999999999999;5M")
        #expect(decodeWhole(huge).map(\.event) == [.unboundKey(ControlSequence.name(of: huge))])
    }
}
