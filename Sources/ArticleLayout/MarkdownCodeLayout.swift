import MarkdownText
import TerminalUI

/// Lays out a code block in a frame: a `┌─ language · filename` header, each line behind `│ `,
/// and a closing `└─`.
///
/// Tabs become spaces to the next tab stop (every `TextLayout.tabWidth` columns). A line wider than
/// the frame is cut at the width, never at spaces, and continues on lines marked `↪ `, so no code is lost.
/// In a `diff` block (or `diff_ruby` and the like, as Qiita writes a diff of a language) the `+`,
/// `-` and `@@` lines take the theme's diff colours.
struct MarkdownCodeLayout {
    let style: MarkdownLayoutStyle

    /// The framed lines of `code`.
    func lines(for code: CodeBlock, width: Int) -> [StyledLine] {
        var result = header(for: code, width: width)
        let gutter = MarkdownGutter(first: "│ ", rest: "↪ ", style: style.dim)
        let isDiff = Self.isDiff(code.language)
        for line in code.lines {
            let look = isDiff ? style.diffLine(line) : style.code
            result += gutter.apply(width: width) { inner in
                Self.chunks(of: DisplayText(sanitizing: line).string, width: inner).map { chunk in
                    chunk.isEmpty ? StyledLine() : MarkdownSpans.line(chunk, look)
                }
            }
        }
        result.append(MarkdownSpans.line(width >= 2 ? "└─" : "└", style.dim))
        return result
    }

    /// Whether a fence's language marks a diff: `diff`, or `diff_` and a language.
    static func isDiff(_ language: String?) -> Bool {
        guard let language = language?.lowercased() else { return false }
        return language == "diff" || language.hasPrefix("diff_")
    }

    /// The opening line, with the language and the Qiita file name when the fence has them.
    private func header(for code: CodeBlock, width: Int) -> [StyledLine] {
        var label = StyledLine()
        if let language = code.language {
            label.append(MarkdownSpans.span(language, style.code.merged(with: Style(attributes: .bold))))
        }
        if let filename = code.filename {
            if code.language != nil { label.append(MarkdownSpans.span(" · ", style.dim)) }
            label.append(MarkdownSpans.span(filename, style.normal))
        }
        guard !label.spans.isEmpty else { return [MarkdownSpans.line(width >= 2 ? "┌─" : "┌", style.dim)] }
        return MarkdownGutter(first: "┌─ ", rest: "│  ", style: style.dim).apply(width: width) { inner in
            TextLayout.wrap(label, toWidth: inner)
        }
    }

    /// `text` with tabs expanded, cut into pieces of at most `width` columns (one piece when empty).
    ///
    /// A character wider than `width` gets a piece of its own.
    static func chunks(of text: String, width: Int) -> [String] {
        var chunks: [String] = []
        var current = ""
        var used = 0
        var column = 0
        func place(_ character: Character, width characterWidth: Int) {
            if used + characterWidth > width, !current.isEmpty {
                chunks.append(current)
                current = ""
                used = 0
            }
            current.append(character)
            used += characterWidth
        }
        for character in text {
            if character == "\t" {
                let spaces = TextLayout.tabWidth - column % TextLayout.tabWidth
                for _ in 0..<spaces { place(" ", width: 1) }
                column += spaces
            } else {
                let characterWidth = TextWidth.width(of: character)
                place(character, width: characterWidth)
                column += characterWidth
            }
        }
        chunks.append(current)
        return chunks
    }
}
