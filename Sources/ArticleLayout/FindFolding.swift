/// How the find in an article compares characters: full-width ASCII as ASCII (`ＡＢＣ` as `ABC`),
/// half-width katakana as full-width (`ｶﾀｶﾅ` as `カタカナ`, `ｶﾞ` as `ガ`), and a voiced sound mark,
/// combining or spacing, joined to the kana before it.
///
/// A small table of the two blocks Unicode's compatibility decomposition (NFKC) maps, written here
/// because kiji's binary links no ICU and Swift's standard library has no NFKC: U+FF01–FF5E (full-width
/// ASCII, U+FEE0 above it) and U+FF61–FF9F (half-width CJK punctuation and katakana). Nothing else
/// is folded: hiragana and katakana stay apart, as they do in NFKC.
enum FindFolding {
    /// Appends the folded scalars of `character` to `folded`; a voiced sound mark is joined to the
    /// kana `folded` ends with when the two make one.
    static func fold(_ character: Character, into folded: inout [Unicode.Scalar]) {
        for scalar in character.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0xFF01...0xFF5E: folded.append(Unicode.Scalar(value - 0xFEE0)!)
            case 0xFF61...0xFF9D: folded.append(Unicode.Scalar(halfWidth[Int(value - 0xFF61)])!)
            case 0xFF9E, 0x3099, 0x309B: mark(voiced, spacing: 0x309B, into: &folded)
            case 0xFF9F, 0x309A, 0x309C: mark(semiVoiced, spacing: 0x309C, into: &folded)
            default: folded.append(scalar)
            }
        }
    }

    /// Puts the kana before the mark in its voiced form when `forms` has one, else the spacing mark.
    private static func mark(_ forms: [UInt32: UInt32], spacing: UInt32, into folded: inout [Unicode.Scalar]) {
        if let last = folded.last, let joined = forms[last.value] {
            folded[folded.count - 1] = Unicode.Scalar(joined)!
        } else {
            folded.append(Unicode.Scalar(spacing)!)
        }
    }

    /// The full-width forms of U+FF61–FF9D, in order (`｡` to `ﾝ`).
    private static let halfWidth: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3,
        0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB,
        0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8,
        0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF,
        0x30F3,
    ]

    /// Katakana with a voiced form (`カ` → `ガ`, `ウ` → `ヴ`), and that form.
    private static let voiced: [UInt32: UInt32] = {
        var forms: [UInt32: UInt32] = [0x30A6: 0x30F4, 0x30EF: 0x30F7, 0x30F2: 0x30FA]
        for base: UInt32 in [0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8]
            + semiVoicedBases
        {
            forms[base] = base + 1
        }
        return forms
    }()

    /// Katakana with a semi-voiced form (`ハ` → `パ`), and that form.
    private static let semiVoiced: [UInt32: UInt32] = Dictionary(uniqueKeysWithValues: semiVoicedBases.map { ($0, $0 + 2) })

    /// ハ, ヒ, フ, ヘ and ホ.
    private static let semiVoicedBases: [UInt32] = [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB]
}
