import ArticleLayout
import Synchronization

/// A highlighter double that holds its answer until ``release()``: every block's first two
/// scalars become a keyword; it records whether a run was cancelled while held.
final class GatedHighlighter: CodeHighlighting {
    private struct State {
        var released = false
        var runs = 0
        var cancelled = false
    }

    private let state = Mutex(State())
    private let problem: String?

    init(problem: String? = nil) { self.problem = problem }

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
        var highlights = CodeHighlights()
        for request in requests {
            let length = request.text.unicodeScalars.count
            let runs: [(kind: CodeTokenKind?, length: Int)] = [(.keyword, 2), (nil, length - 2)]
            if length > 2, let highlight = CodeHighlight(runs: runs, for: request) { highlights.set(highlight, for: request) }
        }
        return CodeHighlightResult(highlights: highlights, problem: problem)
    }
}
