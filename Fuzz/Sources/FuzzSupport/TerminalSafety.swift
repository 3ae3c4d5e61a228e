/// The fuzz targets' own statement of what may never reach the terminal, written apart from
/// TerminalUI's sanitiser so that the sanitiser is checked against it rather than against itself.
public enum TerminalSafety {
    /// The first scalar of `text` a terminal would act on instead of showing: C0 controls other
    /// than tab and newline, DEL, C1 controls, the Unicode line and paragraph separators, and the
    /// bidirectional formatting controls; nil when there is none.
    public static func firstControl(in text: some StringProtocol) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F: true
            case 0x2028, 0x2029: true
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// `text` with each scalar as `U+XXXX`, for messages about invariants.
    public static func scalars(of text: some StringProtocol) -> String {
        text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
