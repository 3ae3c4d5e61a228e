/// Turns Qiita's custom-block lines (`:::note warn` … `:::`) into marker paragraphs that cmark-gfm
/// keeps in place.
///
/// cmark-gfm does not know custom blocks, so before parsing, every opening line and every `:::` line
/// that closes an open block is replaced by a line holding a unique token, with a blank line on either
/// side (inside a quote, the blank lines keep the quote's `>` marks). Each token survives parsing as a
/// paragraph of its own, and the document builder turns the blocks between an opening and a closing
/// token into a note. Because the whole source is still parsed once, link reference definitions and
/// footnotes work across notes.
///
/// The lines follow qiita_marker's `qfm_custom_block`: an opening line is three or more colons after
/// at most three spaces (and the `>` marks of quotes), then any text without a colon, which is the
/// block's metadata; its first word `note` makes a note whose kind is the second word (`info`, `warn`
/// or `alert`, else `info`), as qiita-markdown reads it; any other metadata makes a plain block, whose
/// lines vanish and whose contents show as they are. A closing line is three or more colons and blanks.
/// The scan is line-wise over UTF-8 bytes. Lines inside a fenced code block (a fence indented at most
/// three spaces) are never touched, so a `:::note` inside code stays code. A `:::` line with no block
/// open opens a plain block (its metadata is empty), and a block that is never closed runs to the end
/// of the document.
struct QiitaNotePreprocessor {
    /// What a marker token stands for.
    enum Marker: Hashable {
        /// The start of a note of the given kind.
        case open(NoteKind)
        /// The start of a custom block that is not a note: its contents show as they are.
        case openPlain
        /// The end of the innermost open note.
        case close
    }

    /// The result of preprocessing: the bytes to parse and the meaning of each token in them.
    struct Output {
        /// The Markdown source to hand to cmark-gfm.
        var bytes: [UInt8]
        /// Each token and what it stands for.
        var markers: [String: Marker] = [:]
        /// Each token and the source line it replaced, to restore text that swallowed a token.
        var originalLines: [String: String] = [:]
        /// The prefix every token starts with, or `nil` when the source has no note lines.
        var tokenPrefix: String?
    }

    /// Preprocesses `source`.
    static func process(_ source: String) -> Output {
        let bytes = Array(source.utf8)
        var found: [(range: Range<Int>, marker: Marker)] = []
        var fence: CodeFence?
        var openNotes = 0
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
            } else if let opened = CodeFence(opening: line) {
                fence = opened
            } else if openNotes > 0 && isClosing(line) {
                found.append((lineStart..<lineEnd, .close))
                openNotes -= 1
            } else if let marker = opening(line) {
                found.append((lineStart..<lineEnd, marker))
                openNotes += 1
            }
            lineStart = lineEnd + 1
        }
        guard !found.isEmpty else { return Output(bytes: bytes) }

        let prefix = uniquePrefix(absentFrom: source)
        var output = Output(bytes: [], tokenPrefix: prefix)
        output.bytes.reserveCapacity(bytes.count + found.count * (prefix.utf8.count + 16))
        var copied = 0
        for (index, entry) in found.enumerated() {
            let token = "\(prefix)\(index)e"
            output.markers[token] = entry.marker
            output.originalLines[token] = String(decoding: bytes[entry.range], as: UTF8.self)
            let quote = bytes[entry.range].prefix(quotePrefixLength(of: bytes[entry.range]))
            var blank = Array(quote)
            while let last = blank.last, LineBytes.isBlank(last) { blank.removeLast() }
            output.bytes.append(contentsOf: bytes[copied..<entry.range.lowerBound])
            output.bytes.append(contentsOf: blank + [UInt8(ascii: "\n")])
            output.bytes.append(contentsOf: quote)
            output.bytes.append(contentsOf: token.utf8)
            output.bytes.append(UInt8(ascii: "\n"))
            output.bytes.append(contentsOf: blank + [UInt8(ascii: "\n")])
            copied = min(entry.range.upperBound + 1, bytes.count)
        }
        output.bytes.append(contentsOf: bytes[copied...])
        return output
    }

    /// A token prefix made of letters and digits that does not occur in `source`.
    private static func uniquePrefix(absentFrom source: String) -> String {
        var nonce = 0
        while source.containsBytes(of: "kijinote\(nonce)n") { nonce += 1 }
        return "kijinote\(nonce)n"
    }

    /// What a custom block's opening line opens, or `nil` when the line opens none.
    private static func opening(_ line: ArraySlice<UInt8>) -> Marker? {
        guard let rest = afterColons(line), !rest.contains(UInt8(ascii: ":")) else { return nil }
        let words = rest.split(whereSeparator: LineBytes.isBlank).map { String(decoding: $0, as: UTF8.self) }
        guard words.first == "note" else { return .openPlain }
        return .open(words.count > 1 ? NoteKind(rawValue: words[1]) ?? .info : .info)
    }

    /// Whether the line is three or more colons followed by nothing but blanks.
    private static func isClosing(_ line: ArraySlice<UInt8>) -> Bool {
        afterColons(line)?.allSatisfy(LineBytes.isBlank) == true
    }

    /// The rest of a line after its quote marks, at most three spaces and three or more colons; `nil`
    /// when the line has no such colons.
    private static func afterColons(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var rest = line.dropFirst(quotePrefixLength(of: line))
        let indent = rest.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent <= 3 else { return nil }
        rest = rest.dropFirst(indent)
        let colons = rest.prefix { $0 == UInt8(ascii: ":") }.count
        return colons >= 3 ? rest.dropFirst(colons) : nil
    }

    /// The length of the line's leading quote marks: each `>` after at most three spaces, with one
    /// blank after it.
    private static func quotePrefixLength(of line: ArraySlice<UInt8>) -> Int {
        var length = 0
        while true {
            let rest = line.dropFirst(length)
            let indent = rest.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent <= 3, rest.dropFirst(indent).first == UInt8(ascii: ">") else { return length }
            length += indent + 1
            if let next = line.dropFirst(length).first, LineBytes.isBlank(next) { length += 1 }
        }
    }
}
