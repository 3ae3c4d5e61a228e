/// Takes math and mentions out of a Markdown source before cmark-gfm parses it, leaving tokens.
///
/// Qiita's renderer leaves `$` alone and lets MathJax find formulas in the finished page, so Markdown
/// that happens to sit inside a formula (`*`, `_`, `\{`) is interpreted first; authors work round it
/// with Qiita's `` $`…`$ `` form. A terminal has no MathJax, and a formula's TeX must reach the
/// converter as written, so here a formula is protected before parsing, the way MathJax would read the
/// source. Mentions are protected the same way, which gives what qiita_marker's `MENTION_NO_EMPHASIS`
/// option gives: underscores inside `@user_name` are never emphasis.
///
/// The scan is line-wise over UTF-8 bytes, outside fenced code and outside code spans:
/// - `$$` opening a line (at most three spaces in) starts display math, which ends on the line that
///   ends with `$$` (the same line or a later one); the lines become one token paragraph. Without a
///   closing line nothing happens.
/// - Inline math follows Pandoc's rule for telling formulas from prices: the opening `$` is followed by
///   a non-blank, the closing `$` is preceded by a non-blank and not followed by a digit, and both are
///   on one line. `\$` is no delimiter. `$$…$$` inside a line is inline math too. `` $`…`$ `` (Qiita's
///   own form) is math with the code span's text.
/// - A mention is Qiita's pattern (`Qiita::Markdown::Filters::Mention::MentionPattern`): `@` at the
///   start or after a character that is not an ASCII letter, digit or `_`; then a name of 3 to 32 of
///   `[A-Za-z0-9_-]` that starts and ends with a letter, digit or `_` (optionally `@github`); not
///   followed by `/`, and followed by the end, by dots and then the end or a non-word character, or by
///   a character that is not a letter, digit, `_` or `.`.
enum MathMentionPreprocessor {
    /// Protects the math and mentions of `source`, returning the text to parse and the table of tokens.
    static func process(_ source: String) -> (text: String, spans: ProtectedSpans) {
        guard source.containsBytes(of: "$") || source.containsBytes(of: "@") else {
            return (source, ProtectedSpans())
        }
        let bytes = Array(source.utf8)
        var spans = ProtectedSpans(prefix: uniquePrefix(absentFrom: source))
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var fence: CodeFence?
        let lines = lineRanges(of: bytes)
        var lineIndex = 0
        while lineIndex < lines.count {
            let range = lines[lineIndex]
            let line = bytes[range]
            let terminator = bytes[range.upperBound..<(lineIndex + 1 < lines.count ? lines[lineIndex + 1].lowerBound : bytes.count)]
            lineIndex += 1
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                output += line
                output += terminator
                continue
            }
            if let opened = CodeFence(opening: line) {
                fence = opened
                output += line
                output += terminator
                continue
            }
            if let display = displayMath(startingAt: lineIndex - 1, lines: lines, bytes: bytes) {
                let indent = line.prefix(while: { $0 == UInt8(ascii: " ") })
                let token = spans.token(for: .displayMath(display.tex), source: display.source)
                output += [UInt8(ascii: "\n")] + indent + Array(token.utf8) + [UInt8(ascii: "\n"), UInt8(ascii: "\n")]
                lineIndex = display.nextLine
                continue
            }
            output += protectInline(line, spans: &spans)
            output += terminator
        }
        return (String(decoding: output, as: UTF8.self), spans)
    }

    /// A token prefix of letters and digits that does not occur in `source`.
    private static func uniquePrefix(absentFrom source: String) -> String {
        var nonce = 0
        while source.containsBytes(of: "kijiq\(nonce)z") { nonce += 1 }
        return "kijiq\(nonce)z"
    }

    /// The ranges of the lines, without their `\n`.
    private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            ranges.append(start..<end)
            start = end + 1
        }
        return ranges
    }

    /// The display formula that opens on line `first`, with its source and the line after it.
    private static func displayMath(
        startingAt first: Int, lines: [Range<Int>], bytes: [UInt8]
    ) -> (tex: String, source: String, nextLine: Int)? {
        let opening = trimmed(bytes[lines[first]])
        let indent = bytes[lines[first]].prefix(while: { $0 == UInt8(ascii: " ") }).count
        let dollars = Array("$$".utf8)
        guard indent <= 3, opening.starts(with: dollars) else { return nil }
        let afterOpening = opening.dropFirst(2)
        if afterOpening.count >= 2, afterOpening.suffix(2).elementsEqual(dollars) {
            let tex = afterOpening.dropLast(2)
            guard !trimmed(tex).isEmpty, !tex.contains(UInt8(ascii: "$")) else { return nil }
            return (String(decoding: tex, as: UTF8.self), String(decoding: bytes[lines[first]], as: UTF8.self), first + 1)
        }
        guard !afterOpening.contains(UInt8(ascii: "$")) else { return nil }
        var texLines = [afterOpening]
        var index = first + 1
        while index < lines.count {
            let line = trimmed(bytes[lines[index]])
            if line.isEmpty { return nil }
            if line.suffix(2).elementsEqual(dollars) {
                texLines.append(line.dropLast(2))
                let tex = texLines.map { String(decoding: $0, as: UTF8.self) }
                    .filter { !$0.isEmpty }.joined(separator: "\n")
                let source = String(decoding: bytes[lines[first].lowerBound..<lines[index].upperBound], as: UTF8.self)
                return (tex, source, index + 1)
            }
            texLines.append(line)
            index += 1
        }
        return nil
    }

    /// The line with its inline math and mentions replaced by tokens.
    private static func protectInline(_ line: ArraySlice<UInt8>, spans: inout ProtectedSpans) -> [UInt8] {
        let text = Array(line)
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), index + 1 < text.count {
                output += text[index...index + 1]
                index += 2
            } else if byte == UInt8(ascii: "`"), let end = codeSpanEnd(in: text, from: index) {
                output += text[index..<end]
                index = end
            } else if byte == UInt8(ascii: "$"), let (tex, end) = inlineMath(in: text, from: index) {
                output += Array(spans.token(for: .inlineMath(tex), source: String(decoding: text[index..<end], as: UTF8.self)).utf8)
                index = end
            } else if byte == UInt8(ascii: "@"), let (name, end) = mention(in: text, at: index) {
                output += Array(spans.token(for: .mention(name), source: String(decoding: text[index..<end], as: UTF8.self)).utf8)
                index = end
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// The index after the code span whose opening backticks start at `start`, or `nil` when none closes.
    private static func codeSpanEnd(in text: [UInt8], from start: Int) -> Int? {
        let length = run(of: UInt8(ascii: "`"), in: text, from: start)
        var index = start + length
        while index < text.count {
            if text[index] == UInt8(ascii: "`") {
                let closing = run(of: UInt8(ascii: "`"), in: text, from: index)
                if closing == length { return index + closing }
                index += closing
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The TeX of the inline formula whose `$` is at `start`, and the index after its closing delimiter.
    private static func inlineMath(in text: [UInt8], from start: Int) -> (String, Int)? {
        let dollar = UInt8(ascii: "$")
        let delimiter = min(run(of: dollar, in: text, from: start), 2)
        let contentStart = start + delimiter
        guard contentStart < text.count, !LineBytes.isBlank(text[contentStart]) else { return nil }
        if delimiter == 1, text[contentStart] == UInt8(ascii: "`"), let end = codeSpanEnd(in: text, from: contentStart),
           end < text.count, text[end] == dollar, end + 1 == text.count || text[end + 1] != dollar {
            let ticks = run(of: UInt8(ascii: "`"), in: text, from: contentStart)
            let tex = trimmed(text[(contentStart + ticks)..<(end - ticks)])
            return (String(decoding: tex, as: UTF8.self), end + 1)
        }
        var index = contentStart
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == dollar {
                let closing = run(of: dollar, in: text, from: index)
                let after = index + delimiter
                if closing >= delimiter, index > contentStart, !LineBytes.isBlank(text[index - 1]),
                   after >= text.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[after]) {
                    return (String(decoding: text[contentStart..<index], as: UTF8.self), after)
                }
                if delimiter == 1 { return nil }
                index += closing
                continue
            }
            index += 1
        }
        return nil
    }

    /// The user name of the mention whose `@` is at `at`, and the index after it.
    private static func mention(in text: [UInt8], at: Int) -> (String, Int)? {
        if at > 0, isWord(text[at - 1]) { return nil }
        let first = at + 1
        guard first < text.count, isWord(text[first]) else { return nil }
        var middleEnd = first + 1
        while middleEnd < text.count, middleEnd - first - 1 < 30, isWord(text[middleEnd]) || text[middleEnd] == UInt8(ascii: "-") {
            middleEnd += 1
        }
        var last = middleEnd
        while last >= first + 2, last >= text.count || !isWord(text[last]) { last -= 1 }
        guard last >= first + 2 else { return nil }
        var end = last + 1
        let github = Array("@github".utf8)
        if end + github.count <= text.count, text[end..<end + github.count].map(lowercased).elementsEqual(github) {
            end += github.count
        }
        guard isMentionEnd(text, at: end) else { return nil }
        return (String(decoding: text[first..<end], as: UTF8.self), end)
    }

    /// Whether a mention may end before `index` (the pattern's lookahead).
    private static func isMentionEnd(_ text: [UInt8], at index: Int) -> Bool {
        guard index < text.count else { return true }
        let next = text[index]
        if next == UInt8(ascii: "/") { return false }
        if next == UInt8(ascii: ".") {
            let dots = run(of: next, in: text, from: index)
            let after = index + dots
            return dots >= 2 || after >= text.count || !isWord(text[after])
        }
        return !isWord(next)
    }

    /// How many times `byte` repeats from `start`.
    private static func run(of byte: UInt8, in text: [UInt8], from start: Int) -> Int {
        var end = start
        while end < text.count, text[end] == byte { end += 1 }
        return end - start
    }

    /// Whether the byte is an ASCII letter, digit or `_` (Ruby's `\w`).
    private static func isWord(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The bytes without leading and trailing blanks.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, LineBytes.isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, LineBytes.isBlank(last) { slice = slice.dropLast() }
        return slice
    }
}
