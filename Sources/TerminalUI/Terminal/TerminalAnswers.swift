/// What a terminal said about its graphics when asked at start-up (``query``), read from the
/// bytes it sent back, which are untrusted: any byte may come, in any order, cut anywhere.
public struct TerminalAnswers: Equatable, Sendable {
    /// The questions, in the order their answers come: kitty's graphics query (a one-pixel image
    /// under id 31, only queried, never stored), the terminal's name and version (XTVERSION), its
    /// cell size in pixels (`CSI 16 t`), and last the primary device attributes (DA1), which every
    /// terminal answers, so its answer ends the wait.
    public static let query = graphicsQuery + versionQuery

    /// The questions when the pixel protocol is already chosen and only the terminal's name and
    /// version (and its cell size) matter: ``query`` without kitty's graphics query.
    public static let versionQuery = "\u{1B}[>0q" + "\u{1B}[16t" + attributesQuery

    /// The questions `asking` calls for, always ending with DA1, whose answer ends the wait:
    /// kitty's graphics query, the version and cell size, and whether synchronized output (DEC mode
    /// 2026) is there (DECRQM), each only when asked for.
    public static func query(graphics: Bool, version: Bool, synchronizedOutput: Bool) -> String {
        (graphics ? graphicsQuery : "") + (version || graphics ? "\u{1B}[>0q\u{1B}[16t" : "")
            + (synchronizedOutput ? synchronizedOutputQuery : "") + attributesQuery
    }

    /// kitty's graphics query: a one-pixel image under id 31, only queried, never stored.
    static let graphicsQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// DECRQM for DEC mode 2026, synchronized output: `CSI ? 2026 ; Ps $ y` answers it.
    static let synchronizedOutputQuery = "\u{1B}[?2026$p"
    /// The primary device attributes (DA1).
    static let attributesQuery = "\u{1B}[c"

    /// Whether kitty's graphics query was answered OK.
    public var kittyGraphics = false
    /// The primary device attributes' parameters (`CSI ? 62 ; 4 c` gives 62 and 4); nil when
    /// they did not come.
    public var deviceAttributes: [Int]?
    /// The name and version XTVERSION gave (`kitty(0.26.5)`, `XTerm(379)`), printable ASCII only.
    public var version: String?
    /// A cell's width and height in pixels, when the terminal gave plausible ones.
    public var cellPixels: CellPixels?
    /// Whether the terminal reported DEC mode 2026 (synchronized output) as one it knows, set or
    /// reset; nil when it did not answer for it (or answered 0, "not recognised").
    public var synchronizedOutput: Bool?

    /// A cell's size in pixels.
    public struct CellPixels: Equatable, Sendable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
    }

    /// No answers.
    public init() {}

    /// Whether the device attributes came: the last answer, so nothing more is awaited.
    public var isComplete: Bool { deviceAttributes != nil }

    /// Whether DA1 lists sixel graphics (attribute 4).
    public var sixel: Bool { deviceAttributes?.contains(4) ?? false }

    /// The longest answer read; anything longer is not an answer to these questions.
    static let longestAnswer = 256
    /// The longest version text kept.
    static let longestVersion = 64

    /// Reads `bytes` (everything the terminal sent since the questions): the answers, the bytes that
    /// are not answers (keys typed meanwhile, in order), and how many bytes at the end may be the
    /// start of an answer still coming. Every byte is counted in exactly one of the three.
    public static func read(_ bytes: [UInt8]) -> (answers: TerminalAnswers, other: [UInt8], pendingCount: Int) {
        var answers = TerminalAnswers()
        var other: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                other.append(bytes[index])
                index += 1
                continue
            }
            switch sequence(in: bytes, at: index) {
            case .incomplete:
                return (answers, other, bytes.count - index)
            case .notAnAnswer(let end):
                other += bytes[index..<end]
                index = end
            case .answer(let end):
                answers.take(Array(bytes[index..<end]))
                index = end
            }
        }
        return (answers, other, 0)
    }

    private enum Sequence {
        /// The bytes end inside it.
        case incomplete
        /// A key or something else, up to `end`.
        case notAnAnswer(end: Int)
        /// A report, up to `end`.
        case answer(end: Int)
    }

    /// What starts with the ESC at `start`: a CSI report (`ESC [ ? …`, `ESC [ digits ; … t`), a
    /// string (APC, DCS, OSC up to ST or BEL), or anything else (a key: not an answer).
    private static func sequence(in bytes: [UInt8], at start: Int) -> Sequence {
        guard start + 1 < bytes.count else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count, index - start < longestAnswer {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    return isReport(bytes[(start + 2)...index]) ? .answer(end: index + 1) : .notAnAnswer(end: index + 1)
                }
                guard (0x20...0x3F).contains(byte) else { return .notAnAnswer(end: index) }
                index += 1
            }
            return index - start >= longestAnswer ? .notAnAnswer(end: index) : .incomplete
        case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"):
            var index = start + 2
            while index < bytes.count, index - start < longestAnswer {
                if bytes[index] == 0x07 { return .answer(end: index + 1) }
                if bytes[index] == 0x1B {
                    guard index + 1 < bytes.count else { return .incomplete }
                    return bytes[index + 1] == UInt8(ascii: "\\") ? .answer(end: index + 2) : .notAnAnswer(end: index)
                }
                index += 1
            }
            return index - start >= longestAnswer ? .notAnAnswer(end: index) : .incomplete
        default:
            return .notAnAnswer(end: start + 1)
        }
    }

    /// Whether a CSI sequence's parameters and final byte are one of the reports asked for (DA1
    /// starts with `?` and ends in `c`, a DEC mode's report with `?` and ends in `$ y`; the cell
    /// size ends in `t`) rather than a key.
    private static func isReport(_ body: ArraySlice<UInt8>) -> Bool {
        guard let final = body.last else { return false }
        let decPrivate = body.first == UInt8(ascii: "?")
        let modeReport = final == UInt8(ascii: "y") && body.dropLast().last == UInt8(ascii: "$")
        return (decPrivate && (final == UInt8(ascii: "c") || modeReport)) || final == UInt8(ascii: "t")
    }

    /// Takes what one whole answer says.
    private mutating func take(_ sequence: [UInt8]) {
        let introducer = sequence[1]
        let body = Array(sequence[2...].prefix { $0 != 0x1B && $0 != 0x07 })
        switch introducer {
        case UInt8(ascii: "["):
            let final = body.last
            let parameters = Self.numbers(body.dropLast())
            if final == UInt8(ascii: "c"), body.first == UInt8(ascii: "?") {
                deviceAttributes = Self.numbers(body.dropFirst().dropLast()).map { $0 ?? 0 }
            } else if final == UInt8(ascii: "y"), body.first == UInt8(ascii: "?") {
                // DECRPM: `? mode ; Ps $ y`, Ps 1 set, 2 reset, 3 and 4 permanently so, 0 unknown.
                let report = Self.numbers(body.dropFirst().dropLast(2))
                if report.count == 2, report[0] == 2026, let state = report[1] {
                    synchronizedOutput = [1, 2].contains(state) ? true : (state == 0 ? nil : false)
                }
            } else if final == UInt8(ascii: "t"), parameters.count == 3, parameters[0] == 6, let height = parameters[1],
                let width = parameters[2], (1...1000).contains(height), (1...1000).contains(width)
            {
                cellPixels = CellPixels(width: width, height: height)
            }
        case UInt8(ascii: "_"):
            // kitty's answer: `G` keys `;` message; only id 31's OK counts.
            guard body.first == UInt8(ascii: "G"), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else { return }
            let keys = body[1..<semicolon].split(separator: UInt8(ascii: ",")).map { Array($0) }
            if keys.contains(Array("i=31".utf8)), Array(body[(semicolon + 1)...]) == Array("OK".utf8) { kittyGraphics = true }
        case UInt8(ascii: "P"):
            // XTVERSION: `DCS > | text ST`.
            guard body.starts(with: Array(">|".utf8)) else { return }
            let text = body.dropFirst(2).prefix(Self.longestVersion).filter { (0x20...0x7E).contains($0) }
            version = String(decoding: text, as: UTF8.self)
        default:
            break
        }
    }

    /// Semicolon-separated decimal numbers; nil for one that is empty, not decimal or too long.
    private static func numbers(_ bytes: some Collection<UInt8>) -> [Int?] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).prefix(32).map { field in
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }
}
