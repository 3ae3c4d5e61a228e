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
/// The buffers are kept between paragraphs, so one value can serve a whole document.
struct LineBreakOpportunities {
    private var scalars: [utf32_t] = []
    private var breaks: [CChar] = []
    private var lastScalarOfGlyph: [Int] = []

    /// For each glyph of `line` (`Glyph.glyphs(of: line)`), whether a line may start with it; always
    /// false for the first glyph.
    mutating func breaksBefore(_ glyphs: [Glyph], of line: StyledLine) -> [Bool] {
        var result = [Bool](repeating: false, count: glyphs.count)
        collectScalars(of: line, glyphs: glyphs)
        guard !scalars.isEmpty, lastScalarOfGlyph.count == glyphs.count else { return result }
        findBreaks()
        keepLineStartProhibitedCharactersOff()
        keepURLsWhole()
        for index in glyphs.indices.dropFirst() {
            let after = Int32(breaks[lastScalarOfGlyph[index - 1]])
            result[index] = after == LINEBREAK_ALLOWBREAK || after == LINEBREAK_MUSTBREAK
        }
        return result
    }

    /// The scalars of `line`, read straight from its spans, and the last scalar of each glyph, found
    /// by counting off each glyph's UTF-8 bytes.
    private mutating func collectScalars(of line: StyledLine, glyphs: [Glyph]) {
        scalars.removeAll(keepingCapacity: true)
        lastScalarOfGlyph.removeAll(keepingCapacity: true)
        scalars.reserveCapacity(glyphs.count)
        lastScalarOfGlyph.reserveCapacity(glyphs.count)
        var glyphIndex = 0
        var bytesLeft = glyphs.first?.character.utf8.count ?? 0
        for span in line.spans {
            for scalar in span.text.string.unicodeScalars {
                scalars.append(Self.safeForUnibreak(scalar.value))
                bytesLeft -= UTF8.width(scalar)
                guard bytesLeft <= 0 else { continue }
                lastScalarOfGlyph.append(scalars.count - 1)
                glyphIndex += 1
                bytesLeft = glyphIndex < glyphs.count ? glyphs[glyphIndex].character.utf8.count : 0
            }
        }
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
    /// bracket, backquote or non-ASCII character.
    private mutating func keepURLsWhole() {
        var index = 0
        while index + 2 < scalars.count {
            guard scalars[index] == colon, scalars[index + 1] == slash, scalars[index + 2] == slash else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isSchemeCharacter(scalars[start - 1]) { start -= 1 }
            while start < index, !isASCIILetter(scalars[start]) { start += 1 }
            var end = index + 3
            while end < scalars.count, isURLCharacter(scalars[end]) { end += 1 }
            if start < index {
                for position in start..<(end - 1) where breaks[position] == CChar(LINEBREAK_ALLOWBREAK) {
                    breaks[position] = CChar(LINEBREAK_NOBREAK)
                }
            }
            index = end
        }
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
