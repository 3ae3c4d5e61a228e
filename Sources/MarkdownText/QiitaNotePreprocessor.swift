/// Turns Qiita's `:::note` lines into marker paragraphs that cmark-gfm keeps at the top level.
///
/// cmark-gfm does not know note blocks, so before parsing, every `:::note [kind]` line and every
/// `:::` line that closes an open note is replaced by a line holding a unique token, with a blank
/// line on either side. Each token survives parsing as a top-level paragraph of its own, and the
/// document builder turns the blocks between an opening and a closing token into a note. Because the
/// whole source is still parsed once, link reference definitions and footnotes work across notes.
///
/// The scan is line-wise over UTF-8 bytes. Lines inside a fenced code block (a fence indented at most
/// three spaces) are never touched, so a `:::note` inside code stays code. A note line must start in
/// column 0. A `:::` line with no note open is left alone, and a note that is never closed runs to the
/// end of the document.
struct QiitaNotePreprocessor {
    /// What a marker token stands for.
    enum Marker: Hashable {
        /// The start of a note of the given kind.
        case open(NoteKind)
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
            } else if let kind = noteKind(opening: line) {
                found.append((lineStart..<lineEnd, .open(kind)))
                openNotes += 1
            } else if openNotes > 0 && isNoteClosing(line) {
                found.append((lineStart..<lineEnd, .close))
                openNotes -= 1
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
            output.bytes.append(contentsOf: bytes[copied..<entry.range.lowerBound])
            output.bytes.append(UInt8(ascii: "\n"))
            output.bytes.append(contentsOf: token.utf8)
            output.bytes.append(contentsOf: [UInt8(ascii: "\n"), UInt8(ascii: "\n")])
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

    /// The kind of note a `:::note [kind]` line opens, or `nil` when the line opens none.
    private static func noteKind(opening line: ArraySlice<UInt8>) -> NoteKind? {
        let keyword = Array(":::note".utf8)
        guard line.starts(with: keyword) else { return nil }
        let rest = line.dropFirst(keyword.count)
        guard let first = rest.first else { return .info }
        guard LineBytes.isBlank(first) else { return nil }
        let word = rest.drop(while: LineBytes.isBlank).prefix(while: { !LineBytes.isBlank($0) })
        return NoteKind(rawValue: String(decoding: word, as: UTF8.self)) ?? .info
    }

    /// Whether the line is `:::` followed by nothing but blanks.
    private static func isNoteClosing(_ line: ArraySlice<UInt8>) -> Bool {
        let colons = Array(":::".utf8)
        return line.starts(with: colons) && line.dropFirst(colons.count).allSatisfy(LineBytes.isBlank)
    }
}
