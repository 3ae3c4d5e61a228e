/// A single-pass recursive-descent renderer of TeX math tokens into Unicode text.
///
/// Groups nested deeper than `depthLimit` are copied as their TeX source, so hostile input costs
/// linear time and bounded stack.
struct TeXRenderer {
    private static let depthLimit = 40
    /// How far `\sqrt[` looks for its `]`.
    private static let rootIndexLimit = 32

    private let source: [Unicode.Scalar]
    private let tokens: [TeXToken]
    private let starts: [Int]
    /// For each `{`, the index of its `}`, or `tokens.count` when it has none.
    private let groupEnds: [Int]
    private var position = 0

    init(source: [Unicode.Scalar]) {
        let tokenizer = TeXTokenizer(source)
        self.source = source
        tokens = tokenizer.tokens
        starts = tokenizer.starts
        groupEnds = Self.matchGroups(tokenizer.tokens)
    }

    /// The whole source rendered.
    mutating func render() -> String {
        position = 0
        return renderSequence(until: tokens.count, depth: 0)
    }

    private static func matchGroups(_ tokens: [TeXToken]) -> [Int] {
        var ends = [Int](repeating: tokens.count, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token == .beginGroup {
                open.append(index)
            } else if token == .endGroup, let begin = open.popLast() {
                ends[begin] = index
            }
        }
        return ends
    }

    private mutating func renderSequence(until end: Int, depth: Int) -> String {
        var text = ""
        while position < end {
            text += renderNext(until: end, depth: depth)
        }
        return text
    }

    private mutating func renderNext(until end: Int, depth: Int) -> String {
        let token = tokens[position]
        position += 1
        switch token {
        case .space: return " "
        case .alignment: return TeXToUnicode.alignmentMark
        case .character(let scalar): return scalar == "~" ? " " : String(scalar)
        case .endGroup: return "}"
        case .beginGroup:
            position -= 1
            return renderGroup(depth: depth)
        case .superscript: return script(renderArgument(until: end, depth: depth), superscript: true)
        case .subscript: return script(renderArgument(until: end, depth: depth), superscript: false)
        case .controlSymbol(let scalar): return renderControlSymbol(scalar, until: end)
        case .controlWord(let name): return renderCommand(name, startingAt: position - 1, until: end, depth: depth)
        }
    }

    /// The group starting at `position` without its braces; past the depth limit, its source. A `{`
    /// that is never closed is printed as it is.
    private mutating func renderGroup(depth: Int) -> String {
        let begin = position
        let close = groupEnds[begin]
        guard depth < Self.depthLimit else {
            position = min(close + 1, tokens.count)
            return sourceText(from: begin, to: position)
        }
        position = begin + 1
        guard close < tokens.count else { return "{" }
        let content = renderSequence(until: close, depth: depth + 1)
        position = close + 1
        return content
    }

    /// The argument of a command or script: a group, or the next single token; nil when there is none.
    private mutating func renderArgument(until end: Int, depth: Int) -> String? {
        skipSpaces(until: end)
        guard position < end else { return nil }
        switch tokens[position] {
        case .endGroup, .superscript, .subscript, .alignment: return nil
        case .beginGroup: return renderGroup(depth: depth)
        default:
            guard depth < Self.depthLimit else {
                position += 1
                return sourceText(from: position - 1, to: position)
            }
            return renderNext(until: end, depth: depth + 1)
        }
    }

    /// The argument's TeX source as written: the inside of a group, or the next token.
    private mutating func rawArgument(until end: Int) -> String? {
        skipSpaces(until: end)
        guard position < end else { return nil }
        if tokens[position] == .beginGroup {
            let close = groupEnds[position]
            let text = sourceText(from: position + 1, to: close)
            position = min(close + 1, tokens.count)
            return text
        }
        position += 1
        return sourceText(from: position - 1, to: position)
    }

    /// Skips the spaces after an ordinary symbol when an ordinary symbol or a letter or digit follows:
    /// TeX sets `\lambda I` as λI and `\partial f` as ∂f, while `a \leq b` keeps its spaces.
    private mutating func skipSpacesBeforeOrdinary(until end: Int) {
        var next = position
        while next < end, tokens[next] == .space { next += 1 }
        guard next > position, next < end else { return }
        switch tokens[next] {
        case .character(let scalar) where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar):
            position = next
        case .controlWord(let name) where MathSymbols.symbol(named: name)?.isOrdinary == true:
            position = next
        default:
            break
        }
    }

    private mutating func skipSpaces(until end: Int) {
        while position < end, tokens[position] == .space { position += 1 }
    }

    private func sourceText(from firstToken: Int, to endToken: Int) -> String {
        String(String.UnicodeScalarView(source[starts[firstToken]..<starts[endToken]]))
    }

    private mutating func renderControlSymbol(_ scalar: Unicode.Scalar, until end: Int) -> String {
        switch scalar {
        case "\\":
            skipLineBreakSpacing(until: end)
            return "\n"
        case ",", ":", ";", ">", " ": return " "
        case "!", "/": return ""
        case "|": return "‖"
        case "{", "}", "%", "$", "&", "#", "_": return String(scalar)
        default: return "\\" + String(scalar)
        }
    }

    /// Skips the `[2pt]` that may follow `\\`.
    private mutating func skipLineBreakSpacing(until end: Int) {
        guard position < end, tokens[position] == .character("[") else { return }
        let limit = min(end, position + Self.rootIndexLimit)
        if let close = tokens[position..<limit].firstIndex(of: .character("]")) { position = close + 1 }
    }

    private mutating func renderCommand(_ name: String, startingAt start: Int, until end: Int, depth: Int) -> String {
        if let command = TeXCommand.named(name) {
            return renderCommand(command, startingAt: start, until: end, depth: depth)
        }
        if let word = ClassicLaTeXNames.operatorNames[name] ?? ClassicLaTeXNames.logos[name] { return word }
        if let symbol = MathSymbols.symbol(named: name) {
            guard symbol.isAccent else {
                if symbol.isOrdinary { skipSpacesBeforeOrdinary(until: end) }
                return String(symbol.scalar)
            }
            guard let argument = renderArgument(until: end, depth: depth) else { return sourceText(from: start, to: position) }
            return MathMarks.accented(argument, with: symbol.scalar)
        }
        return unknownCommand(startingAt: start)
    }

    private mutating func renderCommand(_ command: TeXCommand, startingAt start: Int, until end: Int, depth: Int) -> String {
        switch command {
        case .ignored:
            skipSpaces(until: end)
            return ""
        case .space: return " "
        case .delimiterSize:
            skipSpaces(until: end)
            guard position < end, let angle = Self.angleBracket(tokens[position]) else {
                if position < end, tokens[position] == .character(".") { position += 1 }
                return ""
            }
            position += 1
            return angle
        case .fraction:
            guard let numerator = renderArgument(until: end, depth: depth),
                let denominator = renderArgument(until: end, depth: depth)
            else { return sourceText(from: start, to: position) }
            let fraction = Self.parenthesised(numerator) + "/" + Self.parenthesised(denominator)
            // A stray `{` (unbalanced source) is kept as written, with nothing added around it.
            return isFactorNext(until: end) && !fraction.contains("{") ? "(" + fraction + ")" : fraction
        case .binomial:
            guard let n = renderArgument(until: end, depth: depth), let k = renderArgument(until: end, depth: depth) else {
                return sourceText(from: start, to: position)
            }
            return MathMarks.binomial(n.trimmingSpaces, k.trimmingSpaces)
        case .root:
            guard let index = rootIndex(until: end, depth: depth) else { return sourceText(from: start, to: position) }
            guard let radicand = renderArgument(until: end, depth: depth) else { return sourceText(from: start, to: position) }
            return MathMarks.radical(index: index) + Self.parenthesised(radicand)
        case .text:
            guard let text = rawArgument(until: end) else { return sourceText(from: start, to: position) }
            return TeXTextMode.render(text)
        case .plainArgument:
            if position < end, tokens[position] == .character("*") { position += 1 }
            return renderArgument(until: end, depth: depth) ?? sourceText(from: start, to: position)
        case .alphabet(let prefix):
            guard let argument = renderArgument(until: end, depth: depth) else { return sourceText(from: start, to: position) }
            return MathSymbols.styled(argument, alphabet: prefix)
        case .droppedArgument:
            return rawArgument(until: end) == nil ? sourceText(from: start, to: position) : ""
        case .secondArgument:
            guard rawArgument(until: end) != nil, let argument = renderArgument(until: end, depth: depth) else {
                return sourceText(from: start, to: position)
            }
            return argument
        case .parenthesisedModulus:
            guard let modulus = renderArgument(until: end, depth: depth) else { return sourceText(from: start, to: position) }
            return " (mod " + modulus + ")"
        case .stacked(let above):
            guard let script = renderArgument(until: end, depth: depth), let base = renderArgument(until: end, depth: depth) else {
                return sourceText(from: start, to: position)
            }
            return base + self.script(script, superscript: above)
        case .tag:
            guard let label = rawArgument(until: end) else { return sourceText(from: start, to: position) }
            return "  (" + TeXTextMode.render(label) + ")"
        case .beginEnvironment, .endEnvironment:
            guard let name = rawArgument(until: end), TeXCommand.lineByLineEnvironments.contains(name) else {
                return sourceText(from: start, to: position)
            }
            if command == .beginEnvironment, TeXCommand.environmentsWithArgument.contains(name) { _ = rawArgument(until: end) }
            return command == .endEnvironment ? "\n" : ""
        }
    }

    /// The rendered `[n]` after `\sqrt`: "" when there is none, nil when its `]` is missing.
    private mutating func rootIndex(until end: Int, depth: Int) -> String? {
        guard position < end, tokens[position] == .character("[") else { return "" }
        let limit = min(end, position + Self.rootIndexLimit)
        guard let close = tokens[position..<limit].firstIndex(of: .character("]")) else { return nil }
        position += 1
        let index = renderSequence(until: close, depth: depth + 1)
        position = close + 1
        return index
    }

    /// An unknown command keeps its source, with the groups written right after it.
    private mutating func unknownCommand(startingAt start: Int) -> String {
        while position < tokens.count, tokens[position] == .beginGroup {
            position = min(groupEnds[position] + 1, tokens.count)
        }
        return sourceText(from: start, to: position)
    }

    /// `^` or `_` and its argument: Unicode script characters when every character has one, else
    /// `^2`-style text with parentheses around more than one atom.
    private func script(_ argument: String?, superscript: Bool) -> String {
        let marker = superscript ? "^" : "_"
        guard let argument else { return marker }
        let compact = argument.filter { $0 != " " }
        let converted = superscript ? UnicodeScripts.superscript(compact) : UnicodeScripts.subscript(compact)
        if let converted, !compact.isEmpty { return converted }
        return marker + Self.parenthesised(argument)
    }

    /// `text` in parentheses unless it reads as one unit (MathAtom).
    /// The angle bracket that `<` or `>` after `\left`, `\right` or `\middle` stands for.
    private static func angleBracket(_ token: TeXToken) -> String? {
        switch token {
        case .character("<"): "⟨"
        case .character(">"): "⟩"
        default: nil
        }
    }

    /// Whether a factor follows (after spaces): a letter, a digit, a group, an opening bracket, or a
    /// command that prints one (a symbol of the ordinary class, a root, a fraction, `\left`). A
    /// fraction before a factor keeps its own parentheses, so that `(a+b)/2w` does not read as `(a+b)/(2w)`.
    private func isFactorNext(until end: Int) -> Bool {
        guard let next = tokens[position..<end].first(where: { $0 != .space }) else { return false }
        switch next {
        case .beginGroup: return true
        case let .character(scalar): return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "(" || scalar == "["
        case let .controlWord(name):
            if ["sqrt", "frac", "dfrac", "tfrac", "cfrac", "left"].contains(name) { return true }
            return MathSymbols.symbol(named: name)?.isOrdinary == true
        default: return false
        }
    }

    private static func parenthesised(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        return MathAtom.isAtom(trimmed) ? trimmed : "(" + trimmed + ")"
    }
}
