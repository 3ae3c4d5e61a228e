/// One lexical unit of TeX math source.
enum TeXToken: Equatable {
    /// A backslash and a run of letters: `\alpha` is `controlWord("alpha")`.
    case controlWord(String)
    /// A backslash and one other character: `\,`, `\{`, `\\`.
    case controlSymbol(Unicode.Scalar)
    case beginGroup
    case endGroup
    case superscript
    case `subscript`
    case alignment
    /// A run of white space, newlines included.
    case space
    case character(Unicode.Scalar)
}

/// Splits TeX math source into tokens in one pass, remembering where each token starts.
struct TeXTokenizer {
    /// The tokens, in order.
    private(set) var tokens: [TeXToken] = []
    /// Where each token starts in the source's scalars, plus one last entry: the source's length.
    private(set) var starts: [Int] = []

    init(_ source: [Unicode.Scalar]) {
        tokens.reserveCapacity(source.count)
        starts.reserveCapacity(source.count + 1)
        var index = 0
        while index < source.count {
            let start = index
            let scalar = source[index]
            index += 1
            switch scalar {
            case "\\":
                guard index < source.count else {
                    append(.character(scalar), at: start)
                    continue
                }
                if Self.isLetter(source[index]) {
                    while index < source.count, Self.isLetter(source[index]) { index += 1 }
                    append(.controlWord(String(String.UnicodeScalarView(source[(start + 1)..<index]))), at: start)
                } else {
                    append(.controlSymbol(source[index]), at: start)
                    index += 1
                }
            case "{": append(.beginGroup, at: start)
            case "}": append(.endGroup, at: start)
            case "^": append(.superscript, at: start)
            case "_": append(.subscript, at: start)
            case "&": append(.alignment, at: start)
            default:
                if scalar.properties.isWhitespace {
                    while index < source.count, source[index].properties.isWhitespace { index += 1 }
                    append(.space, at: start)
                } else {
                    append(.character(scalar), at: start)
                }
            }
        }
        starts.append(source.count)
    }

    private mutating func append(_ token: TeXToken, at start: Int) {
        tokens.append(token)
        starts.append(start)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
