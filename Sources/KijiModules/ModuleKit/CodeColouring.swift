import ArticleLayout
import MarkdownText

/// The colours of the code blocks a screen shows, asked of a highlighter off the main thread.
///
/// Colours the highlighter knows already (an article opened before) are taken at once, so they are
/// drawn with the text in its first frame; otherwise the screen shows its article in plain code and
/// again when the colours arrive. A new body cancels the run for the old one; ``cancel()`` (the
/// screen closes) cancels the run in flight.
@MainActor
final class CodeColouring {
    /// The colours known so far.
    private(set) var highlights = CodeHighlights.none
    private let highlighter: (any CodeHighlighting)?
    private var colouredBody: Document?
    private var task: Task<Void, Never>?

    /// Creates the colouring; without a highlighter, code stays plain.
    init(highlighter: (any CodeHighlighting)?) {
        self.highlighter = highlighter
    }

    /// Asks for the colours of `body`'s code blocks, unless it is the body asked for last;
    /// `arrived` runs on the main actor when they come, with the highlighter's problem if it has one.
    func colour(_ body: Document, arrived: @escaping @MainActor (_ problem: String?) -> Void) {
        guard let highlighter, body != colouredBody else { return }
        colouredBody = body
        task?.cancel()
        let requests = CodeHighlightRequests.all(in: body)
        guard !requests.isEmpty else { return }
        if let known = highlighter.knownHighlights(for: requests) {
            highlights = highlights.merging(known)
            return
        }
        task = Task { [weak self] in
            let result = await highlighter.highlights(for: requests)
            guard !Task.isCancelled, let self else { return }
            highlights = highlights.merging(result.highlights)
            task = nil
            arrived(result.problem)
        }
    }

    /// Stops the run in flight: the screen is closing.
    func cancel() {
        task?.cancel()
        task = nil
    }
}
