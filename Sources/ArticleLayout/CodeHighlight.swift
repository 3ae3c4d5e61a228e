/// The token kinds of one code block, by ranges of its original text.
///
/// A highlighter reports runs (a kind, or none, and a length in Unicode scalars) over the text it
/// was given; kiji keeps only the ranges, and draws the block's own text in them, so nothing the
/// highlighter writes reaches the terminal.
public struct CodeHighlight: Sendable, Hashable {
    /// A stretch of one line: its scalar offsets in that line and its kind.
    public struct Token: Sendable, Hashable {
        /// Unicode scalar offsets within the line.
        public var range: Range<Int>
        /// What the stretch is.
        public var kind: CodeTokenKind
    }

    /// The tokens of each line, in order; stretches without a kind are left out.
    public private(set) var lines: [[Token]]

    /// Splits runs over the request's text into per-line tokens, or nil when the runs do not cover
    /// the text exactly.
    ///
    /// `runs` covers `request.text`; each line's tokens are shifted by the line's offset in the
    /// original block (a diff of a language loses its marker column in the request).
    public init?(runs: [(kind: CodeTokenKind?, length: Int)], for request: CodeHighlightRequest) {
        let lineLengths = request.lines.map(\.unicodeScalars.count)
        let total = lineLengths.reduce(0, +) + max(0, lineLengths.count - 1)
        guard runs.allSatisfy({ $0.length > 0 }), runs.reduce(0, { $0 + $1.length }) == total else { return nil }
        var lines = Array(repeating: [Token](), count: lineLengths.count)
        var line = 0
        var lineStart = 0
        var position = 0
        for run in runs {
            defer { position += run.length }
            guard let kind = run.kind else { continue }
            while line < lineLengths.count - 1, position > lineStart + lineLengths[line] {
                lineStart += lineLengths[line] + 1
                line += 1
            }
            let end = position + run.length
            var piece = (line: line, start: lineStart)
            while piece.line < lineLengths.count, piece.start < end {
                let from = max(position, piece.start) - piece.start
                let to = min(end, piece.start + lineLengths[piece.line]) - piece.start
                let shift = request.lineOffsets[piece.line]
                if to > from { lines[piece.line].append(Token(range: (from + shift)..<(to + shift), kind: kind)) }
                piece = (piece.line + 1, piece.start + lineLengths[piece.line] + 1)
            }
        }
        self.lines = lines
    }

    /// The tokens of line `index`, none past the end.
    public func tokens(ofLine index: Int) -> [Token] {
        lines.indices.contains(index) ? lines[index] : []
    }
}
