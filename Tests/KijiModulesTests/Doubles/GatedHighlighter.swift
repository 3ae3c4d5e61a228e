import ArticleLayout
import Synchronization

/// A highlighter double that holds its answer until ``release()``: every block's first two
/// scalars become a keyword; it records whether a run was cancelled while held. Made with
/// `knowsEverything`, it knows every block's colours already, as after an earlier run.
final class GatedHighlighter: CodeHighlighting {
    private struct State {
        var released = false
        var runs = 0
        var cancelled = false
    }

    private let state = Mutex(State())
    private let problem: String?
    private let knowsEverything: Bool

    init(problem: String? = nil, knowsEverything: Bool = false) {
        self.problem = problem
        self.knowsEverything = knowsEverything
    }

    /// Lets the held runs answer.
    func release() { state.withLock { $0.released = true } }
    /// How many runs started.
    var runs: Int { state.withLock(\.runs) }
    /// Whether a held run saw its task cancelled.
    var sawCancellation: Bool { state.withLock(\.cancelled) }

    @concurrent
    func highlights(for requests: [CodeHighlightRequest]) async -> CodeHighlightResult {
        state.withLock { $0.runs += 1 }
        while !state.withLock(\.released) {
            if Task.isCancelled {
                state.withLock { $0.cancelled = true }
                return CodeHighlightResult(highlights: .none)
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return CodeHighlightResult(highlights: Self.keywords(for: requests), problem: problem)
    }

    func knownHighlights(for requests: [CodeHighlightRequest]) -> CodeHighlights? {
        knowsEverything ? Self.keywords(for: requests) : nil
    }

    private static func keywords(for requests: [CodeHighlightRequest]) -> CodeHighlights {
        var highlights = CodeHighlights()
        for request in requests {
            let length = request.text.unicodeScalars.count
            let runs: [(kind: CodeTokenKind?, length: Int)] = [(.keyword, 2), (nil, length - 2)]
            if length > 2, let highlight = CodeHighlight(runs: runs, for: request) { highlights.set(highlight, for: request) }
        }
        return highlights
    }
}
