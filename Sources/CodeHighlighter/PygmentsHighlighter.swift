import ArticleLayout
import Foundation
import Synchronization

/// Colours code blocks with Pygments, run as a helper process (`python3 -I -c`) for each batch of
/// blocks not seen before in this process.
///
/// Results are cached by block content and language for the life of the process, so an article
/// opened again needs no helper at all. The helper is started when a batch needs it and reaped
/// when the batch ends or its task is cancelled (the helper is killed then), so none outlives the
/// screen that asked. When Python or Pygments is missing the blocks stay plain; the first result
/// after that says why, once per process, and no helper is started again.
public final class PygmentsHighlighter: CodeHighlighting {
    private struct State {
        var cache: [CodeHighlightRequest: CodeHighlight?] = [:]
        var unavailable: String?
        var hasReported = false
    }

    /// Blocks longer than this many UTF-8 bytes stay plain: colour is not worth a long wait.
    public static let largestBlock = 256 * 1024

    private let state = Mutex(State())
    private let python: String?

    /// Creates a highlighter using `python` (by default the first `python3` of /usr/bin and `PATH`).
    public init(python: String? = PygmentsHighlighter.findPython()) {
        self.python = python
    }

    /// The first executable `python3` in /usr/bin (where Debian's python3-pygments installs) or on `PATH`.
    public static func findPython(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = ["/usr/bin"] + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @concurrent
    public func highlights(for requests: [CodeHighlightRequest]) async -> CodeHighlightResult {
        var highlights = CodeHighlights()
        let (known, missing, unavailable) = state.withLock { state in
            var known: [(CodeHighlightRequest, CodeHighlight?)] = []
            var missing: [CodeHighlightRequest] = []
            for request in requests {
                if let cached = state.cache[request] { known.append((request, cached)) } else { missing.append(request) }
            }
            return (known, missing, state.unavailable)
        }
        for case let (request, highlight?) in known { highlights.set(highlight, for: request) }
        guard !missing.isEmpty, unavailable == nil, !Task.isCancelled else {
            return CodeHighlightResult(highlights: highlights, problem: report())
        }
        guard let python, let helper = HelperProcess(executable: python, arguments: ["python3", "-I", "-c", PygmentsScript.source]) else {
            markUnavailable("python3 could not be started (install python3-pygments: Scripts/install-system-packages)")
            return CodeHighlightResult(highlights: highlights, problem: report())
        }
        await withTaskCancellationHandler {
            run(missing, on: helper, into: &highlights)
        } onCancel: {
            helper.terminate()
        }
        helper.finish()
        return CodeHighlightResult(highlights: highlights, problem: report())
    }

    /// Sends each request in turn and caches its answer; stops at cancellation or when the helper fails.
    private func run(_ requests: [CodeHighlightRequest], on helper: HelperProcess, into highlights: inout CodeHighlights) {
        switch helper.receiveLine().flatMap(PygmentsReply.init(line:)) {
        case .ready: break
        case .error(let reason): return markUnavailable(reason + " (install python3-pygments: Scripts/install-system-packages)")
        default: return Task.isCancelled ? () : markUnavailable("the Pygments helper did not start")
        }
        for request in requests {
            guard !Task.isCancelled else { return }
            guard request.text.utf8.count <= Self.largestBlock else {
                cache(nil, for: request)
                continue
            }
            guard let line = Self.encode(request), helper.send(line), let answer = helper.receiveLine() else {
                if !Task.isCancelled { markUnavailable("the Pygments helper stopped") }
                return
            }
            switch PygmentsReply(line: answer) {
            case .runs(let runs):
                let highlight = CodeHighlight(runs: runs.map { ($0.kind, $0.length) }, for: request)
                cache(highlight, for: request)
                if let highlight { highlights.set(highlight, for: request) }
            case .unknown:
                cache(nil, for: request)
            case .ready, .error, nil:
                return markUnavailable("the Pygments helper answered something kiji does not understand")
            }
        }
    }

    private static func encode(_ request: CodeHighlightRequest) -> String? {
        let body = ["language": request.language, "code": request.text]
        guard let data = try? JSONSerialization.data(withJSONObject: body) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private func cache(_ highlight: CodeHighlight?, for request: CodeHighlightRequest) {
        state.withLock { $0.cache[request] = .some(highlight) }
    }

    private func markUnavailable(_ reason: String) {
        state.withLock { $0.unavailable = $0.unavailable ?? reason }
    }

    /// The reason code stays plain, the first time it is asked for after one is known.
    private func report() -> String? {
        state.withLock { state in
            guard let reason = state.unavailable, !state.hasReported else { return nil }
            state.hasReported = true
            return "Code is not coloured: " + reason + "."
        }
    }
}
