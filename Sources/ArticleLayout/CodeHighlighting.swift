import MarkdownText

/// Colours code blocks with a syntax highlighter; implemented outside this target, which only
/// draws the result.
///
/// Implementations run off the main thread, stop soon after their task is cancelled, and never
/// throw: a block they cannot colour is left out of the result and stays plain.
public protocol CodeHighlighting: Sendable {
    /// The highlights of `requests` that could be made, and, the first time the highlighter is found
    /// missing or failing in this process, a sentence saying why.
    func highlights(for requests: [CodeHighlightRequest]) async -> CodeHighlightResult

    /// The highlights of `requests` when every one of them is known already (made before and kept),
    /// at once, on the caller's thread; nil when any must still be made.
    func knownHighlights(for requests: [CodeHighlightRequest]) -> CodeHighlights?
}

/// What one run of a highlighter gives.
public struct CodeHighlightResult: Sendable {
    /// The blocks it coloured.
    public var highlights: CodeHighlights
    /// Why some blocks stay plain, said once per process; nil when all went well or it was said before.
    public var problem: String?

    /// Creates a result.
    public init(highlights: CodeHighlights, problem: String? = nil) {
        self.highlights = highlights
        self.problem = problem
    }
}

/// Finds the code blocks of a document that a highlighter can colour.
public enum CodeHighlightRequests {
    /// One request per distinct block with a language, in document order, footnotes last.
    public static func all(in document: Document) -> [CodeHighlightRequest] {
        var found: [CodeHighlightRequest] = []
        var seen: Set<CodeHighlightRequest> = []
        collect(document.blocks + document.footnotes.flatMap(\.blocks)) { block in
            guard let request = CodeHighlightRequest(block: block), seen.insert(request).inserted else { return }
            found.append(request)
        }
        return found
    }

    private static func collect(_ blocks: [Block], _ visit: (CodeBlock) -> Void) {
        for block in blocks {
            switch block {
            case .code(let code): visit(code)
            case .quote(let inner), .note(_, let inner): collect(inner, visit)
            case .list(let list): collect(list.items.flatMap(\.blocks), visit)
            case .details(let details): collect(details.blocks, visit)
            case .heading, .paragraph, .table, .thematicBreak, .image, .math, .linkCard: break
            }
        }
    }
}
