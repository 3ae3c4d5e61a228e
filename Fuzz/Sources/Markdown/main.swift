import FuzzSupport
import KijiModules
import MarkdownText
import TerminalUI

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzMarkdown(_:_:)``.
@_cdecl("fuzz_markdown_main")
public func fuzzMarkdownMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzMarkdown)
}

/// The first two bytes give the width (1–300); the rest is an article body, parsed and laid out
/// as the article screen does.
///
/// Invariants: every laid-out line fits the width (a lone character wider than the width may
/// stand alone), no line holds a newline, and no text the terminal would act on survives.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = input.number(in: 1...300)
    let document = MarkdownParser.parse(input.restText)
    let lines = MarkdownLayout.lines(for: document, width: width, theme: .standard)
    for (index, line) in lines.enumerated() {
        let text = line.plainText.string
        fuzzCheck(
            line.width <= width || (text.count == 1 && line.width <= 2),
            "line \(index) is \(line.width) columns wide at width \(width): \(TerminalSafety.scalars(of: text))")
        fuzzCheck(!text.contains("\n"), "line \(index) holds a newline: \(TerminalSafety.scalars(of: text))")
        if let control = TerminalSafety.firstControl(in: text) {
            fuzzCheck(false, "line \(index) holds U+\(String(control.value, radix: 16)): \(TerminalSafety.scalars(of: text))")
        }
    }
    return 0
}
