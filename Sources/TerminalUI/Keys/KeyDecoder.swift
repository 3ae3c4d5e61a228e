/// Turns the terminal's input bytes into events; free of ncurses, so it can be tested byte by byte.
///
/// It reads whole ECMA-48 sequences whether or not anything binds them: CSI (`ESC [`, parameter
/// bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E), SS3 (`ESC O` and one
/// byte), and OSC, DCS, SOS, PM and APC strings up to BEL or ST. A sequence that means nothing
/// becomes ``Event/unboundKey(_:)``, never Esc followed by characters. Esc then a printable
/// character is an Alt chord; Esc alone is Esc only once the escape delay passes with nothing after
/// it (the caller's clock: see ``pendingWait`` and ``expire()``). Bracketed paste arrives whole as
/// ``Event/paste(_:)``. Bytes may come in any pieces: one byte per `feed` decodes as one call does.
///
/// Memory is bounded (``sequenceLimit`` bytes of a sequence are kept, ``pasteLimit`` of a paste;
/// the rest is counted and dropped) and so is time: whenever something is pending, ``pendingWait``
/// says how long the caller may wait for more before calling ``expire()``.
public struct KeyDecoder {
    /// One result: the event (nil when the input was understood and deliberately dropped, such as a
    /// focus report) and how many input bytes it took.
    public struct Decoded: Equatable {
        /// What the bytes meant; nil for input that is ignored.
        public var event: Event?
        /// How many bytes of input it took.
        public var byteCount: Int
    }

    /// How long to wait for the rest of a pending input.
    public enum Wait: Equatable {
        /// The escape delay: after Esc, or inside a sequence or a multi-byte character.
        case escapeDelay
        /// The gap allowed between the pieces of a paste.
        case pasteGap
    }

    /// Bytes kept of one sequence; longer ones are still read to their end, but only named.
    public static let sequenceLimit = 256
    /// Bytes kept of one paste; the rest of it is dropped.
    public static let pasteLimit = 64 * 1024

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private enum State: Equatable {
        case ground
        /// After ESC.
        case escape
        /// Inside `ESC [`; `intermediates` once an intermediate byte came, `malformed` once the
        /// structure broke (a parameter after an intermediate) or the sequence grew too long.
        case csi(intermediates: Bool, malformed: Bool)
        /// Inside `ESC O`.
        case ss3
        /// After `ESC [ M`: the three bytes of an X10 mouse report.
        case x10Mouse(remaining: Int)
        /// After `ESC [ [` (Linux console F1–F5): one more byte.
        case linuxFunction
        /// Inside OSC, DCS, SOS, PM or APC; `sawEscape` after an ESC that may start ST.
        case string(sawEscape: Bool)
        /// Inside a UTF-8 character; `alt` when ESC came first.
        case utf8(remaining: Int, alt: Bool)
        /// Inside a paste; `matched` bytes of `ESC [ 201 ~` seen so far.
        case paste(matched: Int)
    }

    /// Sequences the terminal's own description (terminfo) gives for keys; they win over the
    /// built-in encodings.
    private let knownSequences: [[UInt8]: Key]
    private var state = State.ground
    /// The sequence in progress (at most ``sequenceLimit`` bytes kept) and its full length.
    private var sequence: [UInt8] = []
    private var sequenceLength = 0
    private var pasted: [UInt8] = []
    private var output: [Decoded] = []

    /// Creates a decoder; `knownSequences` maps escape sequences to keys, e.g. from terminfo.
    public init(knownSequences: [[UInt8]: Key] = [:]) {
        self.knownSequences = knownSequences
    }

    /// How long the caller may wait for more input before calling ``expire()``; nil when nothing
    /// is pending.
    public var pendingWait: Wait? {
        switch state {
        case .ground: nil
        case .paste: .pasteGap
        default: .escapeDelay
        }
    }

    /// Decodes `bytes`; what is still incomplete waits for the next call or ``expire()``.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Decoded] {
        for byte in bytes { step(byte) }
        defer { output = [] }
        return output
    }

    /// The wait ran out: a pending Esc is Esc, Esc with a sequence introducer alone is that Alt
    /// chord, a cut-off paste is the paste so far, and anything else incomplete is unbound.
    public mutating func expire() -> [Decoded] {
        switch state {
        case .ground:
            break
        case .escape:
            emit(.key(.escape))
        case .paste:
            emitPaste()
        case .csi, .ss3, .string:
            if sequenceLength == 2, let introducer = sequence.last {
                emit(.key(.alt(Character(Unicode.Scalar(introducer)))))
            } else {
                emitUnbound()
            }
        case .x10Mouse, .linuxFunction, .utf8:
            emitUnbound()
        }
        defer { output = [] }
        return output
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .ground: ground(byte)
        case .escape: afterEscape(byte)
        case .csi(let intermediates, let malformed): csi(byte, intermediates: intermediates, malformed: malformed)
        case .ss3: ss3(byte)
        case .x10Mouse(let remaining):
            record(byte)
            if remaining > 1 {
                state = .x10Mouse(remaining: remaining - 1)
            } else {
                finish(ControlSequence.x10Mouse(sequence.suffix(3)))
            }
        case .linuxFunction:
            record(byte)
            finish(ControlSequence.linuxFunctionKey(byte))
        case .string(let sawEscape): string(byte, sawEscape: sawEscape)
        case .utf8(let remaining, let alt): utf8(byte, remaining: remaining, alt: alt)
        case .paste(let matched): paste(byte, matched: matched)
        }
    }

    private mutating func ground(_ byte: UInt8) {
        switch byte {
        case Self.escape:
            begin(with: byte, state: .escape)
        case 0x00..<0x80:
            sequenceLength = 1
            sequence = [byte]
            emitKey(KeyDecoder.key(for: UInt32(byte)))
        case 0xC2...0xDF: begin(with: byte, state: .utf8(remaining: 1, alt: false))
        case 0xE0...0xEF: begin(with: byte, state: .utf8(remaining: 2, alt: false))
        case 0xF0...0xF4: begin(with: byte, state: .utf8(remaining: 3, alt: false))
        default:
            begin(with: byte, state: .ground)
            emitUnbound()
        }
    }

    private mutating func afterEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "["):
            record(byte)
            state = .csi(intermediates: false, malformed: false)
        case UInt8(ascii: "O"):
            record(byte)
            state = .ss3
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            record(byte)
            state = .string(sawEscape: false)
        case Self.escape:
            emit(.key(.escape))
            begin(with: byte, state: .escape)
        case 0x20..<0x7F:
            record(byte)
            emit(.key(.alt(Character(Unicode.Scalar(byte)))))
        case 0xC2...0xDF: record(byte); state = .utf8(remaining: 1, alt: true)
        case 0xE0...0xEF: record(byte); state = .utf8(remaining: 2, alt: true)
        case 0xF0...0xF4: record(byte); state = .utf8(remaining: 3, alt: true)
        default:
            record(byte)
            emitUnbound()
        }
    }

    private mutating func csi(_ byte: UInt8, intermediates: Bool, malformed: Bool) {
        switch byte {
        case 0x30...0x3F:
            record(byte)
            state = .csi(intermediates: intermediates, malformed: malformed || intermediates)
        case 0x20...0x2F:
            record(byte)
            state = .csi(intermediates: true, malformed: malformed)
        case 0x40...0x7E:
            record(byte)
            let body = sequence.dropFirst(2)
            if malformed || sequenceLength > Self.sequenceLimit {
                emitUnbound()
            } else if body == [UInt8(ascii: "M")] {
                state = .x10Mouse(remaining: 3)
            } else if body == [UInt8(ascii: "[")] {
                state = .linuxFunction
            } else {
                finish(ControlSequence.csi(body))
            }
        default:
            breakSequence(with: byte)
        }
    }

    private mutating func ss3(_ byte: UInt8) {
        switch byte {
        case 0x30...0x3F:
            record(byte)
        case 0x40...0x7E:
            record(byte)
            finish(sequenceLength > Self.sequenceLimit ? .unbound : ControlSequence.ss3(sequence.dropFirst(2)))
        default:
            breakSequence(with: byte)
        }
    }

    /// A byte that cannot continue a CSI or SS3 sequence ends it, unbound: an ESC starts the next
    /// sequence, anything else (a control character, a byte beyond ASCII) goes with it, so it is
    /// never a key of its own.
    private mutating func breakSequence(with byte: UInt8) {
        if byte == Self.escape {
            emitUnbound()
            begin(with: byte, state: .escape)
        } else {
            record(byte)
            emitUnbound()
        }
    }

    /// OSC, DCS, SOS, PM and APC end at BEL or ST (`ESC \`); CAN and SUB cancel them; another ESC
    /// ends the string and starts a new sequence.
    private mutating func string(_ byte: UInt8, sawEscape: Bool) {
        if sawEscape {
            if byte == UInt8(ascii: "\\") {
                record(byte)
                emitUnbound()
            } else {
                if sequence.count == sequenceLength { sequence.removeLast() }
                sequenceLength -= 1
                emitUnbound()
                begin(with: Self.escape, state: .escape)
                afterEscape(byte)
            }
            return
        }
        record(byte)
        switch byte {
        case 0x07, 0x18, 0x1A: emitUnbound()
        case Self.escape: state = .string(sawEscape: true)
        default: break
        }
    }

    private mutating func utf8(_ byte: UInt8, remaining: Int, alt: Bool) {
        guard (0x80...0xBF).contains(byte) else {
            emitUnbound()
            step(byte)
            return
        }
        record(byte)
        guard remaining == 1 else {
            state = .utf8(remaining: remaining - 1, alt: alt)
            return
        }
        let encoded = alt ? sequence.dropFirst() : sequence[...]
        guard let decoded = String(validating: encoded, as: UTF8.self), let scalar = decoded.unicodeScalars.first,
              let key = KeyDecoder.key(for: scalar.value), case .character(let character) = key
        else {
            emitUnbound()
            return
        }
        emitKey(alt ? .alt(character) : key)
    }

    /// Paste text up to `ESC [ 201 ~`; bytes that only looked like its start are text.
    private mutating func paste(_ byte: UInt8, matched: Int) {
        sequenceLength += 1
        if byte == Self.pasteEnd[matched] {
            if matched + 1 == Self.pasteEnd.count {
                emitPaste()
            } else {
                state = .paste(matched: matched + 1)
            }
            return
        }
        keepPasted(Self.pasteEnd[..<matched])
        if byte == Self.pasteEnd[0] {
            state = .paste(matched: 1)
        } else {
            keepPasted(CollectionOfOne(byte))
            state = .paste(matched: 0)
        }
    }

    private mutating func keepPasted(_ bytes: some Collection<UInt8>) {
        let room = Self.pasteLimit - pasted.count
        if room > 0 { pasted.append(contentsOf: bytes.prefix(room)) }
    }

    private mutating func begin(with byte: UInt8, state: State) {
        sequence = [byte]
        sequenceLength = 1
        self.state = state
    }

    private mutating func record(_ byte: UInt8) {
        sequenceLength += 1
        if sequence.count < Self.sequenceLimit { sequence.append(byte) }
    }

    /// Ends the sequence in progress with its meaning; a paste start begins collecting the paste.
    private mutating func finish(_ meaning: ControlSequence.Meaning) {
        if let key = knownSequences[sequence], sequenceLength <= Self.sequenceLimit {
            return emit(.key(key))
        }
        switch meaning {
        case .key(let key): emit(.key(key))
        case .unbound: emitUnbound()
        case .ignored: emit(nil)
        case .pasteStart:
            pasted = []
            state = .paste(matched: 0)
        }
    }

    private mutating func emitKey(_ key: Key?) {
        if let key { emit(.key(key)) } else { emitUnbound() }
    }

    private mutating func emitUnbound() {
        emit(.unboundKey(ControlSequence.name(of: sequence)))
    }

    /// The paste so far as text: UTF-8 read leniently, a lone CR as a line end (the sanitiser
    /// makes CR LF one), then sanitised.
    private mutating func emitPaste() {
        var lines = pasted
        for index in lines.indices where lines[index] == 0x0D {
            let next = index + 1
            if next == lines.endIndex || lines[next] != 0x0A { lines[index] = 0x0A }
        }
        pasted = []
        emit(.paste(Sanitizer.sanitize(String(decoding: lines, as: UTF8.self))))
    }

    private mutating func emit(_ event: Event?) {
        output.append(Decoded(event: event, byteCount: sequenceLength))
        sequence = []
        sequenceLength = 0
        state = .ground
    }

    /// The key one character stands for: controls by their chords and names, printable
    /// characters as themselves; nil for a character the sanitiser forbids (C1, bidi controls).
    static func key(for value: UInt32) -> Key? {
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
            guard let scalar = Unicode.Scalar(value), !Sanitizer.isForbidden(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }
}
