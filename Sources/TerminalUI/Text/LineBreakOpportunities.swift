import CUnibreak

/// Where a wrapped line may end: UAX #14 line breaking by libunibreak, tailored for Japanese.
///
/// libunibreak (language "ja") gives the break opportunities between code points. kiji adds two
/// tailorings on top of its result:
/// - kinsoku: no line starts with small kana or `ー` (strict line breaking, which Japanese readers
///   expect), nor, even after a space, with closing punctuation (see `keepLineStartProhibitedCharactersOff`);
/// - a URL is one token: UAX #14 alone allows a break after each `/` (see `keepURLsWhole`).
///
/// A token longer than the line is still broken, by the wrapper, at grapheme-cluster boundaries.
///
/// A paragraph is read in windows of about `windowSize` scalars, so the memory it takes is the
/// same for a paragraph of a kilobyte or of megabytes. Each window starts with the last
/// `contextSize` scalars of the one before as context and hands on the glyphs up to its last break
/// opportunity; the rest wait for the next window, which sees what follows them. (libunibreak 1.1
/// has no incremental interface.) The buffers are kept between paragraphs, so one value can serve
/// a whole document.
struct LineBreakOpportunities {
    /// The most new scalars a window takes before its breaks are found, unless told otherwise. A
    /// window holds a glyph (about 60 bytes with its scalars and breaks) for each of its scalars, so
    /// a small window keeps that cost small beside a paragraph of a few kilobytes too; the context
    /// each window reads again is a few percent of it.
    static let standardWindowSize = 512
    /// The scalars of the text before a window that it is given as context: the rules of UAX #14
    /// look back only over spaces and combining marks, and a URL's scheme.
    static let contextSize = 64
    /// The fewest characters of a `PlainRun` handed on whole: longer than a context, so that the
    /// window after it reads only the run's own characters as context.
    static let runMinimum = 256

    /// The most new scalars a window takes before its breaks are found.
    let windowSize: Int
    /// The window: `contextCount` scalars of context, then those of the glyphs in `pending`.
    private var scalars: [utf32_t] = []
    private var breaks: [CChar] = []
    private var contextCount = 0
    /// Glyphs whose break before is not known yet, and the index in `scalars` of the last scalar of each.
    private var pending: [Glyph] = []
    private var lastScalarOfPending: [Int] = []
    /// Whether a URL runs on past the scalars handed on so far, whose scheme the context may no longer hold.
    private var urlContinues = false

    /// Creates an empty value that reads paragraphs in windows of `windowSize` new scalars.
    init(windowSize: Int = standardWindowSize) {
        self.windowSize = max(2, windowSize)
    }

    /// Makes room for a window before the first: appended one by one, the buffers would grow to
    /// twice what a window needs.
    private mutating func reserveWindow() {
        guard pending.capacity == 0, windowSize < 1 << 20 else { return }
        let glyphs = windowSize + windowSize / 2 + 64
        scalars.reserveCapacity(Self.contextSize + 2 * glyphs)
        pending.reserveCapacity(glyphs)
        lastScalarOfPending.reserveCapacity(glyphs)
    }

    /// Hands `sink` each glyph of `spans` (`Glyph.glyphs(of:)` of their line) in order and whether a
    /// line may start with it (never the first glyph). The spans are read one by one,
    /// so a paragraph made as it is read is never held whole. A run of at least `runMinimum`
    /// characters of `PlainRun` goes to the sink whole after its first character, with no scalar
    /// given to libunibreak: none may start a line, whatever surrounds the run.
    mutating func forEachGlyph<Spans: Sequence<StyledSpan>, Sink: GlyphSink>(of spans: Spans, into sink: inout Sink) {
        reset()
        reserveWindow()
        for span in spans {
            let text = span.text.string
            var start = text.startIndex
            while let run = PlainRun.first(in: text, from: start, minimum: Self.runMinimum) {
                for character in text[start..<run.lowerBound] { add(character, of: span, into: &sink) }
                handOn(run: text[run], of: span, into: &sink)
                start = run.upperBound
            }
            for character in text[start...] { add(character, of: span, into: &sink) }
        }
        handOn(isLast: true, into: &sink)
        reset()
    }

    /// Puts `character` of `span` into the window, and finds the window's breaks when it is full.
    private mutating func add<Sink: GlyphSink>(_ character: Character, of span: StyledSpan, into sink: inout Sink) {
        for scalar in character.unicodeScalars {
            scalars.append(Self.safeForUnibreak(scalar.value))
        }
        pending.append(Glyph(character: character, width: TextWidth.width(of: character), style: span.style, link: span.link))
        lastScalarOfPending.append(scalars.count - 1)
        if scalars.count - contextCount >= windowSize { handOn(isLast: false, into: &sink) }
    }

    /// Hands on a long `run` of `PlainRun` characters: its first character with the window, whose
    /// breaks are all known once that character is read, then the rest whole, with no break before
    /// any. The run's last `contextSize` characters are the next window's context, and a URL that
    /// reaches the run goes on past it when every character of the run may be part of one.
    private mutating func handOn<Sink: GlyphSink>(run: Substring, of span: StyledSpan, into sink: inout Sink) {
        add(run[run.startIndex], of: span, into: &sink)
        let urlReachesRun = handOn(isLast: true, into: &sink).map { $0.upperBound == scalars.count } ?? false
        let rest = run.dropFirst()
        sink.add(run: rest, of: span)
        scalars.removeAll(keepingCapacity: true)
        scalars.append(contentsOf: rest.utf8.suffix(Self.contextSize).map(utf32_t.init))
        contextCount = scalars.count
        pending.removeAll(keepingCapacity: true)
        lastScalarOfPending.removeAll(keepingCapacity: true)
        urlContinues = urlReachesRun && run.utf8.allSatisfy { isURLCharacter(utf32_t($0)) }
    }

    private mutating func reset() {
        scalars.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        lastScalarOfPending.removeAll(keepingCapacity: true)
        contextCount = 0
        urlContinues = false
    }

    /// Finds the window's breaks and hands on its glyphs: all of them when `isLast`, otherwise those
    /// before its last break opportunity, or, when that would keep more than half a window waiting,
    /// all but the last glyph. What stays becomes the start of the next window. Returns where the
    /// window's last URL lies in `scalars`.
    @discardableResult
    private mutating func handOn<Sink: GlyphSink>(isLast: Bool, into sink: inout Sink) -> Range<Int>? {
        guard !pending.isEmpty else { return nil }
        findBreaks()
        keepLineStartProhibitedCharactersOff()
        let lastURL = keepURLsWhole()
        var count = pending.count
        if !isLast {
            guard pending.count > 1 else { return lastURL }
            count -= 1
            let allowed = CChar(LINEBREAK_ALLOWBREAK)
            if let last = (1..<pending.count).last(where: { breaks[lastScalarOfPending[$0 - 1]] == allowed }),
               scalars.count - lastScalarOfPending[last - 1] <= windowSize / 2 {
                count = last
            }
        }
        for index in 0..<count {
            let end = index > 0 ? lastScalarOfPending[index - 1] : contextCount - 1
            sink.add(pending[index], breakBefore: end >= 0 && isBreak(breaks[end]))
        }
        guard !isLast else { return lastURL }
        let handedOn = lastScalarOfPending[count - 1] + 1
        urlContinues = lastURL.map { $0.lowerBound < handedOn && $0.upperBound > handedOn } ?? false
        let context = min(Self.contextSize, handedOn)
        scalars.removeSubrange(0..<(handedOn - context))
        contextCount = context
        pending.removeSubrange(0..<count)
        let shift = handedOn - context
        for index in lastScalarOfPending.indices.dropFirst(count) { lastScalarOfPending[index] -= shift }
        lastScalarOfPending.removeSubrange(0..<count)
        return lastURL
    }

    private func isBreak(_ value: CChar) -> Bool {
        value == CChar(LINEBREAK_ALLOWBREAK) || value == CChar(LINEBREAK_MUSTBREAK)
    }

    /// `scalar`, or a stand-in that breaks the same way where libunibreak 1.1 cannot take it:
    /// - U+FFFF is its end-of-text marker; U+FFFE, also unassigned (class XX), stands in;
    /// - a regional indicator (class RI, half a flag) fails an assertion and aborts; 一 (class ID)
    ///   stands in, as flags are emoji, which break like ideographs. A flag is one glyph, so the
    ///   break between its two indicators is never used.
    private static func safeForUnibreak(_ scalar: utf32_t) -> utf32_t {
        switch scalar {
        case 0xFFFF: 0xFFFE
        case 0x1F1E6...0x1F1FF: 0x4E00
        default: scalar
        }
    }

    /// libunibreak's UAX #14 result: `breaks[i]` tells whether a line may end after `scalars[i]`.
    private mutating func findBreaks() {
        if breaks.count < scalars.count {
            breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
        }
        let count = scalars.count
        _ = Unibreak.propertyCount  // initialises libunibreak, once
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { result in
                set_linebreaks_utf32(text.baseAddress, count, "ja", result.baseAddress)
            }
        }
    }

    /// Kinsoku: no line starts with small kana, `ー`, a closing bracket, `、。`, `・：；` or `？！`.
    /// - UAX #14, LB1: class CJ (small kana, `ー`) resolves to NS for strict line breaking, which
    ///   Japanese expects; LB21 (× NS) then forbids a break before it, except after a zero-width
    ///   space (LB8). libunibreak 1.1 resolves CJ to ID for every language, which allows one.
    /// - After a space, where LB18 allows a break before anything, kiji still keeps classes CL, CP, EX,
    ///   NS and CJ (closing brackets, `、。`, `？！`, `・：；`, `ー`, small kana) on the line before, so
    ///   that `Toukon ーー` or `foo ）` never puts them at the start of a line.
    private mutating func keepLineStartProhibitedCharactersOff() {
        let allowed = CChar(LINEBREAK_ALLOWBREAK)
        for index in scalars.indices.dropFirst() where breaks[index - 1] == allowed {
            let next = Unibreak.lineBreakClass(of: scalars[index])
            guard next == LBP_CJ || next == LBP_NS || next == LBP_CL || next == LBP_CP || next == LBP_EX else { continue }
            let previous = Unibreak.lineBreakClass(of: scalars[index - 1])
            if next == LBP_CJ ? previous != LBP_ZW : previous == LBP_SP {
                breaks[index - 1] = CChar(LINEBREAK_NOBREAK)
            }
        }
    }

    /// No break inside a URL: from its scheme (`https` in `https://`) to the first space, quote, angle
    /// bracket, backquote or non-ASCII character; a URL the last window handed on part of goes on from
    /// the window's start. Returns where the window's last URL lies in `scalars`.
    private mutating func keepURLsWhole() -> Range<Int>? {
        var lastURL: Range<Int>?
        if urlContinues {
            let continued = max(0, contextCount - 1)..<endOfURL(from: contextCount)
            keepWhole(continued)
            lastURL = continued
        }
        var index = 0
        while index + 2 < scalars.count {
            guard scalars[index] == colon, scalars[index + 1] == slash, scalars[index + 2] == slash else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isSchemeCharacter(scalars[start - 1]) { start -= 1 }
            while start < index, !isASCIILetter(scalars[start]) { start += 1 }
            let end = endOfURL(from: index + 3)
            if start < index {
                lastURL = start..<end
                keepWhole(start..<end)
            }
            index = end
        }
        return lastURL
    }

    /// No break between the scalars of `url`.
    private mutating func keepWhole(_ url: Range<Int>) {
        guard url.count > 1 else { return }
        for position in url.lowerBound..<(url.upperBound - 1) where breaks[position] == CChar(LINEBREAK_ALLOWBREAK) {
            breaks[position] = CChar(LINEBREAK_NOBREAK)
        }
    }

    /// The index of the first scalar from `start` on that cannot be part of a URL.
    private func endOfURL(from start: Int) -> Int {
        var end = start
        while end < scalars.count, isURLCharacter(scalars[end]) { end += 1 }
        return end
    }

    private var colon: utf32_t { 0x3A }
    private var slash: utf32_t { 0x2F }

    private func isASCIILetter(_ scalar: utf32_t) -> Bool {
        (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
    }

    /// RFC 3986 scheme characters: letters, digits, `+`, `-` and `.`.
    private func isSchemeCharacter(_ scalar: utf32_t) -> Bool {
        isASCIILetter(scalar) || (0x30...0x39).contains(scalar) || scalar == 0x2B || scalar == 0x2D || scalar == 0x2E
    }

    private func isURLCharacter(_ scalar: utf32_t) -> Bool {
        (0x21...0x7E).contains(scalar) && scalar != 0x22 && scalar != 0x3C && scalar != 0x3E && scalar != 0x60
    }
}

extension LineBreakOpportunities {
    /// The UAX #14 class libunibreak's table gives `scalar`, before its own resolution of CJ.
    static func lineBreakClass(of scalar: utf32_t) -> LineBreakClass {
        Unibreak.lineBreakClass(of: scalar)
    }

    /// Whether kinsoku keeps `character` from starting a line: closing brackets, `、。`, `？！`, `・：；`,
    /// `ー` and small kana (classes CL, CP, EX, NS and CJ), as `keepLineStartProhibitedCharactersOff` does.
    static func mayNotStartALine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        let lineBreakClass = Unibreak.lineBreakClass(of: first.value)
        return lineBreakClass == LBP_CL || lineBreakClass == LBP_CP || lineBreakClass == LBP_EX || lineBreakClass == LBP_NS || lineBreakClass == LBP_CJ
    }

    /// Whether kinsoku keeps `character` from ending a line: opening brackets (class OP).
    static func mayNotEndALine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return Unibreak.lineBreakClass(of: first.value) == LBP_OP
    }
}

/// libunibreak's global state, initialised once.
private enum Unibreak {
    /// The number of ranges in libunibreak's property table; reading it first initialises the library.
    static let propertyCount: Int = {
        init_linebreak()
        return kiji_linebreak_property_count()
    }()

    /// The UAX #14 class libunibreak's table gives `scalar`, before its own resolution of CJ.
    static func lineBreakClass(of scalar: utf32_t) -> LineBreakClass {
        kiji_linebreak_class(scalar, propertyCount)
    }
}
