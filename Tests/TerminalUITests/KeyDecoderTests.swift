import Testing
@testable import TerminalUI

struct KeyDecoderTests {
    let codes = KeyDecoder.Codes(
        up: 259, down: 258, left: 260, right: 261, pageUp: 339, pageDown: 338, home: 262, end: 360,
        enter: 343, backspace: 263, delete: 330, insert: 331, backTab: 353, resize: 410, function1: 265
    )

    @Test func characters_decodeWholeIncludingMultibyte() {
        #expect(KeyDecoder.decode(character: 0x61) == .character("a"))
        #expect(KeyDecoder.decode(character: 0x65E5) == .character("日"))
        #expect(KeyDecoder.decode(character: 0x1F680) == .character("🚀"))
    }

    @Test func controlCharacters_decodeToNamedKeys() {
        #expect(KeyDecoder.decode(character: 0x0D) == .enter)
        #expect(KeyDecoder.decode(character: 0x09) == .tab)
        #expect(KeyDecoder.decode(character: 0x1B) == .escape)
        #expect(KeyDecoder.decode(character: 0x7F) == .backspace)
        #expect(KeyDecoder.decode(character: 0x01) == .ctrl("a"))
        #expect(KeyDecoder.decode(character: 0x17) == .ctrl("w"))
    }

    @Test func c1AndBidiCharacters_neverBecomeCharacters() {
        #expect(KeyDecoder.decode(character: 0x9B) == .unknown(0x9B))
        #expect(KeyDecoder.decode(character: 0x202E) == .unknown(0x202E))
    }

    @Test func specialKeys_decodeIncludingFunctionKeys() {
        #expect(KeyDecoder.decode(keyCode: 259, codes: codes) == .up)
        #expect(KeyDecoder.decode(keyCode: 338, codes: codes) == .pageDown)
        #expect(KeyDecoder.decode(keyCode: 360, codes: codes) == .end)
        #expect(KeyDecoder.decode(keyCode: 353, codes: codes) == .backTab)
        #expect(KeyDecoder.decode(keyCode: 265, codes: codes) == .function(1))
        #expect(KeyDecoder.decode(keyCode: 276, codes: codes) == .function(12))
        #expect(KeyDecoder.decode(keyCode: 410, codes: codes) == .resize)
    }
}
