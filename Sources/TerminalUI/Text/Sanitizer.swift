/// Makes untrusted text safe to draw on a terminal.
///
/// The rules, applied to Unicode scalars:
/// - Escape sequences are removed whole: ESC and C1 CSI (U+009B) with their parameters and final
///   byte; OSC, DCS, SOS, PM and APC strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` and their
///   C1 forms) up to BEL, ST or the end of the line; any other ESC with its intermediate and final
///   bytes. A lone ESC at the end is dropped.
/// - Other C0 controls, DEL and C1 controls are replaced by U+FFFD, so that tampering stays visible.
/// - Newline and tab are kept for layout; CR LF becomes LF, and U+2028/U+2029 become LF.
/// - Bidirectional formatting controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) are
///   removed.
/// - kitty's image placeholder U+10EEEE is replaced by U+FFFD: only ``KittyPlaceholder``'s cells
///   may show an image the terminal holds.
public enum Sanitizer {
    /// The scalar that stands in for a removed control character.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Returns `text` with every terminal control and bidi override removed or replaced.
    public static func sanitize(_ text: String) -> String {
        if isAlreadySafe(text) { return text }
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case 0x0D:
                if scalars.first?.value == 0x0A { continue }
                output.append(replacement)
            case 0x0A, 0x09:
                output.append(scalar)
            case 0x2028, 0x2029:
                output.append("\n")
            case 0x00...0x1F, 0x7F...0x9F, 0x10EEEE:
                output.append(replacement)
            case _ where isBidiControl(scalar):
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether `scalar` is one the sanitiser never lets through.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x10EEEE: true
        default: isBidiControl(scalar)
        }
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Whether `text` holds nothing the rules change: its bytes are read in place, as a long text
    /// made of printable ASCII is common and must cost little.
    private static func isAlreadySafe(_ text: String) -> Bool {
        var bytes = text
        let notPrintable = bytes.withUTF8 { buffer in
            // Below 0x20 or from 0x7F on, other than LF and tab.
            buffer.firstIndex { ByteScan.bit($0 &- 0x20 >= 0x5F) & ByteScan.bit($0 != 0x0A) & ByteScan.bit($0 != 0x09) }.map { buffer[$0] }
        }
        guard let byte = notPrintable else { return true }
        return byte >= 0x80 && !text.unicodeScalars.contains(where: isForbidden)
    }

    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.first else { return }
        switch next.value {
        case 0x5B:
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:
            scalars.removeFirst()
            skipControlString(&scalars)
        default:
            while let byte = scalars.first, (0x20...0x2F).contains(byte.value) { scalars.removeFirst() }
            if let final = scalars.first, (0x30...0x7E).contains(final.value) { scalars.removeFirst() }
        }
    }

    /// Skips CSI parameter and intermediate bytes and the final byte.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first {
            switch scalar.value {
            case 0x20...0x3F:
                scalars.removeFirst()
            case 0x40...0x7E:
                scalars.removeFirst()
                return
            default:
                return
            }
        }
    }

    /// Skips an OSC/DCS/SOS/PM/APC string up to BEL or ST; a newline ends it too and is kept.
    private static func skipControlString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first {
            switch scalar.value {
            case 0x07, 0x9C:
                scalars.removeFirst()
                return
            case 0x1B:
                scalars.removeFirst()
                if scalars.first?.value == 0x5C { scalars.removeFirst() }
                return
            case 0x0A:
                return
            default:
                scalars.removeFirst()
            }
        }
    }
}
