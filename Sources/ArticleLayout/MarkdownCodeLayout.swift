import MarkdownText
import TerminalUI

/// Lays out a code block in a frame: a `┌─ language · filename` header, each line behind `│ `,
/// and a closing `└─`; the header leads to the block when it is given a link target, so Tab stops
/// there and the focus marks it.
///
/// Tabs become spaces to the next tab stop (every `TextLayout.tabWidth` columns). A line wider than
/// the frame is cut at the width, never at spaces, and continues on lines marked `↪ `, so no code is lost.
/// In a `diff` block (or `diff_ruby` and the like, as Qiita writes a diff of a language) the `+`,
/// `-` and `@@` lines take the theme's diff colours.
struct MarkdownCodeLayout {
    let style: MarkdownLayoutStyle

    /// The framed lines of `code`, coloured by its highlight when the style has one; every span of
    /// the header links to `target` when given.
    func lines(for code: CodeBlock, width: Int, target: String? = nil) -> [StyledLine] {
        var result = header(for: code, width: width)
        if let target { result = result.map { MarkdownSpans.linked($0, to: target) } }
        let gutter = MarkdownGutter(first: "│ ", rest: "↪ ", style: style.dim)
        let isDiff = Self.isDiff(code.language)
        let highlight = style.highlights[code]
        for (index, line) in code.lines.enumerated() {
            let look = isDiff ? style.diffLine(line) : style.code
            let pieces = pieces(of: line, tokens: highlight?.tokens(ofLine: index) ?? [], look: look)
            result += gutter.apply(width: width) { inner in Self.chunks(of: pieces, width: inner) }
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

    /// The line cut at its tokens' edges, each piece sanitised and in its token's look over `look`.
    private func pieces(of line: String, tokens: [CodeHighlight.Token], look: Style) -> [(text: String, style: Style)] {
        let scalars = Array(line.unicodeScalars)
        var pieces: [(text: String, style: Style)] = []
        var position = 0
        func add(upTo end: Int, _ pieceStyle: Style) {
            let end = min(end, scalars.count)
            guard end > position else { return }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[position..<end])
            pieces.append((DisplayText(sanitizing: String(text)).string, pieceStyle))
            position = end
        }
        for token in tokens where token.range.lowerBound >= position {
            add(upTo: token.range.lowerBound, look)
            add(upTo: token.range.upperBound, look.merged(with: style.token(token.kind)))
        }
        add(upTo: scalars.count, look)
        return pieces
    }

    /// The styled `pieces` with tabs expanded, cut into lines of at most `width` columns (one empty
    /// line when there is nothing).
    ///
    /// A character wider than `width` gets a line of its own.
    static func chunks(of pieces: [(text: String, style: Style)], width: Int) -> [StyledLine] {
        var chunks: [StyledLine] = []
        var current = StyledLine()
        var run = (text: "", style: Style.plain)
        var used = 0
        var column = 0
        func endRun() {
            if !run.text.isEmpty { current.append(MarkdownSpans.span(run.text, run.style)) }
            run.text = ""
        }
        func place(_ character: Character, width characterWidth: Int, style: Style) {
            if used + characterWidth > width, used > 0 {
                endRun()
                chunks.append(current)
                current = StyledLine()
                used = 0
            }
            if run.style != style { endRun() }
            run.style = style
            run.text.append(character)
            used += characterWidth
        }
        for piece in pieces {
            for character in piece.text {
                if character == "\t" {
                    let spaces = TextLayout.tabWidth - column % TextLayout.tabWidth
                    for _ in 0..<spaces { place(" ", width: 1, style: piece.style) }
                    column += spaces
                } else {
                    let characterWidth = TextWidth.width(of: character)
                    place(character, width: characterWidth, style: piece.style)
                    column += characterWidth
                }
            }
        }
        endRun()
        chunks.append(current)
        return chunks
    }
}
