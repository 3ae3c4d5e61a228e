/// Turns what `wget_wch` returns into ``Key`` values; free of ncurses so it can be tested.
enum KeyDecoder {
    /// ncurses key codes the decoder needs, passed in from the ncurses side.
    struct Codes: Sendable {
        var up: Int32, down: Int32, left: Int32, right: Int32
        var pageUp: Int32, pageDown: Int32, home: Int32, end: Int32
        var enter: Int32, backspace: Int32, delete: Int32, insert: Int32, backTab: Int32
        var resize: Int32
        var function1: Int32
    }

    /// Decodes a wide character (status OK).
    static func decode(character value: UInt32) -> Key {
        switch value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x1B: return .escape
        case 0x7F, 0x08: return .backspace
        case 0x00: return .ctrl("@")
        case 0x01...0x1A:
            return .ctrl(Character(Unicode.Scalar(UInt8(0x60 + value))))
        case 0x1C...0x1F:
            return .ctrl(Character(Unicode.Scalar(UInt8(0x40 + value))))
        default:
            guard let scalar = Unicode.Scalar(value), !Sanitizer.isForbidden(scalar) else { return .unknown(Int(value)) }
            return .character(Character(scalar))
        }
    }

    /// Decodes a function-key code (status KEY_CODE_YES); mouse events are decoded by the caller.
    static func decode(keyCode code: Int32, codes: Codes) -> Key {
        switch code {
        case codes.up: return .up
        case codes.down: return .down
        case codes.left: return .left
        case codes.right: return .right
        case codes.pageUp: return .pageUp
        case codes.pageDown: return .pageDown
        case codes.home: return .home
        case codes.end: return .end
        case codes.enter: return .enter
        case codes.backspace: return .backspace
        case codes.delete: return .delete
        case codes.insert: return .insert
        case codes.backTab: return .backTab
        case codes.resize: return .resize
        case codes.function1..<(codes.function1 + 64): return .function(Int(code - codes.function1) + 1)
        default: return .unknown(Int(code))
        }
    }
}
