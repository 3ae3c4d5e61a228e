import FuzzSupport
import TerminalUI

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzText(_:_:)``.
@_cdecl("fuzz_text_main")
public func fuzzTextMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzText)
}

/// The first byte gives a width (0–99); the rest is untrusted text, sanitised, measured, wrapped
/// and truncated.
///
/// Invariants:
/// - no control character survives the sanitiser, and sanitising twice changes nothing;
/// - a text's width is the sum of its characters' widths (the ASCII fast path agrees);
/// - no wrapped line is wider than asked (a lone character wider than the width may stand alone)
///   or holds a newline;
/// - truncation fits the width and keeps whole characters: what it keeps before the ellipsis is
///   a prefix of the text's characters, so no grapheme cluster is split.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = Int(input.byte()) % 100
    let raw = input.restText

    let text = DisplayText(sanitizing: raw)
    let safe = text.string
    if let control = TerminalSafety.firstControl(in: safe) {
        fuzzCheck(false, "U+\(String(control.value, radix: 16)) survived the sanitiser: \(TerminalSafety.scalars(of: raw))")
    }
    fuzzCheck(Sanitizer.sanitize(safe) == safe, "sanitising twice changed the text: \(TerminalSafety.scalars(of: raw))")

    let summed = safe.reduce(0) { $0 + TextWidth.width(of: $1) }
    fuzzCheck(TextWidth.width(of: safe) == summed, "width \(TextWidth.width(of: safe)), characters sum to \(summed)")

    for line in TextLayout.wrap(text, toWidth: width) {
        let string = line.string
        fuzzCheck(
            line.width <= width || string.count == 1,
            "a wrapped line is \(line.width) columns at width \(width): \(TerminalSafety.scalars(of: string))")
        fuzzCheck(!string.contains("\n"), "a wrapped line holds a newline: \(TerminalSafety.scalars(of: string))")
    }

    let oneLine = TextLayout.singleLine(text).string
    let cut = TextLayout.truncate(text, toWidth: width)
    fuzzCheck(cut.width <= width, "truncated to \(cut.width) columns at width \(width)")
    var kept = cut.string.unicodeScalars
    if cut.string != oneLine, kept.last == "\u{2026}" { kept.removeLast() }
    fuzzCheck(
        Array(oneLine).starts(with: Array(String(kept))),
        "truncation split a character: \(TerminalSafety.scalars(of: cut.string)) from \(TerminalSafety.scalars(of: oneLine))")
    return 0
}
