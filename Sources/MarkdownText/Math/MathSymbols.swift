/// The Unicode character of a TeX math command, from unicode-math's table.
struct MathSymbol: Equatable {
    /// The character the command stands for.
    let scalar: Unicode.Scalar
    /// True for a combining mark that goes after the character it decorates (`\hat`, `\vec`, `\overline`).
    let isAccent: Bool
    /// True for a letter or an ordinary symbol (unicode-math's classes `\mathalpha` and `\mathord`): TeX
    /// sets it against its neighbours without space.
    let isOrdinary: Bool
}

/// Looks up TeX command names in unicode-math's table (UnicodeMathTable) and LaTeX's classic names.
enum MathSymbols {
    /// The symbol for a command name without its backslash, or nil when neither table knows it.
    ///
    /// unicode-math's table has no plain `\alpha`: the package points `\alpha` at the letter of the
    /// current math style. A terminal has one style, so a Greek name falls back to the upright
    /// letter the table lists as `\mupalpha`.
    static func symbol(named name: String) -> MathSymbol? {
        if let symbol = symbolsByName[name] { return symbol }
        if let target = ClassicLaTeXNames.symbolAliases[name] { return symbolsByName[target] }
        if let upright = symbolsByName["mup" + name], (0x370...0x3FF).contains(upright.scalar.value) {
            return upright
        }
        return nil
    }

    /// `text` with every letter and digit that has a form in the alphabet `prefix` ("Bbb", "mbf", "mscr")
    /// replaced by that form; other characters are kept.
    static func styled(_ text: String, alphabet prefix: String) -> String {
        guard let forms = alphabets[prefix] else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { forms[$0] ?? $0 }))
    }

    private static let symbolsByName: [String: MathSymbol] = {
        var symbols: [String: MathSymbol] = [:]
        for line in UnicodeMathTable.table.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let value = UInt32(fields[1], radix: 16), let scalar = Unicode.Scalar(value) else { continue }
            let name = String(fields[0])
            if symbols[name] == nil {
                let kind = fields[2]
                symbols[name] = MathSymbol(
                    scalar: scalar, isAccent: kind.hasPrefix("accent") || kind.hasPrefix("botaccent"),
                    isOrdinary: kind == "alpha" || kind == "ord")
            }
        }
        return symbols
    }()

    /// unicode-math's alphabet prefixes, longest first so that "mbfit" is not read as "mbf" + "it…".
    private static let alphabetPrefixes = [
        "mbfitsans", "mbfsans", "mitsans", "mbfscr", "mbffrak", "mbfit", "msans", "mfrak", "mscr", "mbf", "mit", "mtt", "Bbb",
    ]

    private static let digitNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

    /// For each alphabet prefix, the styled form of each plain letter and digit: `\mbfA` is the bold A,
    /// `\mbfalpha` the bold of `\mupalpha`, `\Bbbzero` the double-struck 0.
    private static let alphabets: [String: [Unicode.Scalar: Unicode.Scalar]] = {
        var alphabets: [String: [Unicode.Scalar: Unicode.Scalar]] = [:]
        for (name, symbol) in symbolsByName {
            guard let prefix = alphabetPrefixes.first(where: { name.hasPrefix($0) }) else { continue }
            let suffix = String(name.dropFirst(prefix.count))
            guard let base = plainCharacter(named: suffix) else { continue }
            alphabets[prefix, default: [:]][base] = symbol.scalar
        }
        return alphabets
    }()

    private static func plainCharacter(named suffix: String) -> Unicode.Scalar? {
        let scalars = suffix.unicodeScalars
        if scalars.count == 1, let letter = scalars.first, letter.isASCII, letter.properties.isAlphabetic { return letter }
        if let digit = digitNames.firstIndex(of: suffix) { return Unicode.Scalar(UInt8(ascii: "0") + UInt8(digit)) }
        if let upright = symbolsByName["mup" + suffix], (0x370...0x3FF).contains(upright.scalar.value) { return upright.scalar }
        return nil
    }
}
