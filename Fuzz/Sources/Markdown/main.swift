import ArticleLayout
import FuzzSupport
import MarkdownText
import TerminalUI

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzMarkdown(_:_:)``.
@_cdecl("fuzz_markdown_main")
public func fuzzMarkdownMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzMarkdown)
}

/// The first two bytes give the width (1–300) and the third which foldable sections are open (even:
/// as the article starts, odd: all); then the title, a newline, and the body in Markdown and HTML.
/// The article is parsed and laid out as the article screen, the print mode and the preview do.
///
/// Invariants: every laid-out line fits the width (a lone character wider than the width may
/// stand alone), no line holds a newline, and no text the terminal would act on survives.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = input.number(in: 1...300)
    let allOpen = input.byte() % 2 == 1
    let text = input.restText
    let title = text.prefix { $0 != "\n" }
    let body = MarkdownParser.parse(String(text.dropFirst(title.count + 1)))
    let article = Article(title: String(title), authorLogin: "fuzz", tags: ["fuzz"], url: "https://qiita.com/fuzz", body: body)
    let folding = allOpen ? ArticleFolding.allOpen(in: body) : ArticleFolding.initial(for: body)
    let lines = ArticleLayout.lines(for: article, width: width, theme: .standard, folding: folding)
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
