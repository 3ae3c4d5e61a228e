/// What a complete escape sequence from the terminal means: keys in the xterm, VT220 and Linux
/// console encodings, mouse reports (X10 and SGR), focus reports and the start of a paste.
///
/// The decoder has already cut the sequence out by its ECMA-48 structure; this only reads it.
enum ControlSequence {
    /// The meaning of one complete sequence.
    enum Meaning: Equatable {
        /// A key or mouse event.
        case key(Key)
        /// `ESC [ 200 ~`: bracketed paste text follows, up to `ESC [ 201 ~`.
        case pasteStart
        /// Understood and deliberately dropped: focus reports, a stray paste end, mouse motion,
        /// middle and sideways buttons.
        case ignored
        /// Well formed, but no key kiji knows.
        case unbound
    }

    /// Keys sent as `ESC [ n ~` (VT220 and xterm), by `n`.
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// Keys sent as a final byte alone, after `ESC [` or `ESC O` with no parameter (or `1`).
    private static let letterKeys: [UInt8: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
    ]

    /// Keys only SS3 sends: F1–F4 (`ESC O P`…`S`) and keypad Enter (`ESC O M`).
    private static let ss3Keys: [UInt8: Key] = [
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4), 0x4D: .enter,
    ]

    /// A control sequence `ESC [` `body`, where `body` is the parameter and intermediate bytes and
    /// the final byte.
    static func csi(_ body: ArraySlice<UInt8>) -> Meaning {
        guard let final = body.last else { return .unbound }
        let parameters = body.dropLast()
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return sgrMouse(parameters.dropFirst(), released: final == UInt8(ascii: "m"))
        }
        let text = String(decoding: parameters, as: UTF8.self)
        switch (text, final) {
        case ("200", UInt8(ascii: "~")): return .pasteStart
        case ("201", UInt8(ascii: "~")), ("", UInt8(ascii: "I")), ("", UInt8(ascii: "O")): return .ignored
        case (_, UInt8(ascii: "~")):
            return Int(text).flatMap { tildeKeys[$0] }.map(Meaning.key) ?? .unbound
        case ("", UInt8(ascii: "Z")): return .key(.backTab)
        case ("", _), ("1", _):
            return letterKeys[final].map(Meaning.key) ?? .unbound
        default:
            return .unbound
        }
    }

    /// A single shift `ESC O` `body`: parameter bytes (rare) and the final byte.
    static func ss3(_ body: ArraySlice<UInt8>) -> Meaning {
        guard body.count == 1, let final = body.last else { return .unbound }
        return (letterKeys[final] ?? ss3Keys[final]).map(Meaning.key) ?? .unbound
    }

    /// The Linux console's F1–F5: `ESC [ [` and `A`…`E`.
    static func linuxFunctionKey(_ final: UInt8) -> Meaning {
        guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) else { return .unbound }
        return .key(.function(Int(final - UInt8(ascii: "A")) + 1))
    }

    /// An X10 mouse report: the three bytes after `ESC [ M`, each offset by 32, positions from 1.
    static func x10Mouse(_ report: ArraySlice<UInt8>) -> Meaning {
        let values = report.map { Int($0) - 32 }
        guard values.count == 3, values.allSatisfy({ $0 >= 0 }) else { return .unbound }
        return mouse(button: values[0], column: values[1] - 1, row: values[2] - 1, released: false)
    }

    /// An SGR (1006) mouse report: `button;column;row` after `ESC [ <`, positions from 1;
    /// final `m` is a release.
    private static func sgrMouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> Meaning {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2] else {
            return .unbound
        }
        return mouse(button: button, column: column - 1, row: row - 1, released: released)
    }

    /// The event of a button code (xterm's: low two bits the button, 32 motion, 64 wheel, 128 the
    /// extra buttons; 4, 8 and 16 are Shift, Meta and Ctrl and do not matter here).
    private static func mouse(button: Int, column: Int, row: Int, released: Bool) -> Meaning {
        guard column >= 0, row >= 0, button >= 0 else { return .unbound }
        if button & (32 | 128) != 0 { return .ignored }
        let kind: MouseEvent.Kind
        if button & 64 != 0 {
            switch button & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return .ignored
            }
        } else if released {
            kind = .release
        } else {
            switch button & 3 {
            case 0: kind = .leftClick
            case 2: kind = .rightClick
            case 3: kind = .release
            default: return .ignored
            }
        }
        return .key(.mouse(MouseEvent(kind: kind, row: row, column: column)))
    }

    /// A printable name for input bytes, at most `limit` characters and an ellipsis: `ESC[99~`,
    /// `ESC^C`, `<9B>` for a byte that is not ASCII.
    static func name(of bytes: some Sequence<UInt8>, limit: Int = 40) -> String {
        var name = ""
        for byte in bytes {
            let piece: String
            switch byte {
            case 0x1B: piece = "ESC"
            case 0x20..<0x7F: piece = String(Unicode.Scalar(byte))
            case 0x7F: piece = "^?"
            case 0x00..<0x20: piece = "^" + String(Unicode.Scalar(byte + 0x40))
            default: piece = "<" + String(byte, radix: 16, uppercase: true) + ">"
            }
            guard name.count + piece.count <= limit else { return name + "…" }
            name += piece
        }
        return name
    }
}
