import ArticleLayout
import FoundationEssentials
import Synchronization

/// Colours code blocks with Pygments, run as one helper process (`python3 -I -c`) that kiji keeps
/// while it runs.
///
/// Results are cached by block content and language for the life of the process, so an article
/// opened again needs no helper at all. The helper is started by ``prepare()`` (at launch, so that
/// the first article does not wait for Python) or by the first batch that needs it; while idle it
/// prepares common grammars. A batch whose task is cancelled kills it (the next batch starts another);
/// it exits by itself when kiji's exit closes its input, and ``shutDown()`` kills it at once. When Python or
/// Pygments is missing the blocks stay plain; the first result after that says why, once per
/// process, and no helper is started again.
public final class PygmentsHighlighter: CodeHighlighting {
    private struct State {
        var cache: [CodeHighlightRequest: CodeHighlight?] = [:]
        var idleHelper: HelperProcess?
        var unavailable: String?
        var hasReported = false
        var isShutDown = false
    }

    /// Blocks longer than this many UTF-8 bytes stay plain: colour is not worth a long wait.
    public static let largestBlock = 256 * 1024

    private let state = Mutex(State())
    private let python: String?

    /// Creates a highlighter using `python` (by default the first `python3` of /usr/bin and `PATH`).
    public init(python: String? = PygmentsHighlighter.findPython()) {
        self.python = python
    }

    deinit { shutDown() }

    /// The first executable `python3` in /usr/bin (where Debian's python3-pygments installs) or on `PATH`.
    public static func findPython(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = ["/usr/bin"] + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the helper in the background, so that it is ready when the first code block is.
    public func prepare() {
        Task.detached { [self] in
            guard let helper = checkOut() else { return }
            checkIn(helper)
        }
    }

    /// Kills the idle helper, if any, and reaps it; a helper still busy is killed when it comes back.
    ///
    /// Killing rather than closing its input matters at exit: a helper still loading Pygments (seconds
    /// on a loaded machine) would otherwise hold kiji's exit until it finished.
    public func shutDown() {
        let helper = state.withLock { state in
            state.isShutDown = true
            defer { state.idleHelper = nil }
            return state.idleHelper
        }
        helper?.terminate()
        helper?.finish()
    }

    /// The highlights of `requests`: cached ones at once, the others from the helper, off the main thread.
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
        guard !missing.isEmpty, unavailable == nil, !Task.isCancelled, let helper = checkOut() else {
            return CodeHighlightResult(highlights: highlights, problem: report())
        }
        let healthy = await withTaskCancellationHandler {
            run(missing, on: helper, into: &highlights)
        } onCancel: {
            helper.terminate()
        }
        if healthy && !Task.isCancelled { checkIn(helper) } else { helper.finish() }
        return CodeHighlightResult(highlights: highlights, problem: report())
    }

    /// The idle helper, or a new one that said it is ready; nil (and the reason noted) when none starts.
    private func checkOut() -> HelperProcess? {
        let idle = state.withLock { state in
            defer { state.idleHelper = nil }
            return state.idleHelper
        }
        if let idle { return idle }
        guard state.withLock({ $0.unavailable == nil }) else { return nil }
        guard let python, let helper = HelperProcess(executable: python, arguments: ["-I", "-c", PygmentsScript.source]) else {
            markUnavailable("python3 could not be started (install python3-pygments: Scripts/install-system-packages)")
            return nil
        }
        switch helper.receiveLine().flatMap(PygmentsReply.init(line:)) {
        case .ready:
            return helper
        case .error(let reason):
            markUnavailable(reason + " (install python3-pygments: Scripts/install-system-packages)")
        default:
            if !Task.isCancelled { markUnavailable("the Pygments helper did not start") }
        }
        helper.finish()
        return nil
    }

    /// Keeps `helper` for the next batch; ends it when another is kept already, and kills it after
    /// ``shutDown()``.
    private func checkIn(_ helper: HelperProcess) {
        let (extra, isShutDown) = state.withLock { state -> (HelperProcess?, Bool) in
            guard !state.isShutDown, state.idleHelper == nil else { return (helper, state.isShutDown) }
            state.idleHelper = helper
            return (nil, false)
        }
        if isShutDown { extra?.terminate() }
        extra?.finish()
    }

    /// Sends each request in turn and caches its answer; false when the helper failed or the task
    /// was cancelled part-way.
    private func run(_ requests: [CodeHighlightRequest], on helper: HelperProcess, into highlights: inout CodeHighlights) -> Bool {
        for request in requests {
            guard !Task.isCancelled else { return false }
            guard request.text.utf8.count <= Self.largestBlock else {
                cache(nil, for: request)
                continue
            }
            guard let line = Self.encode(request), helper.send(line), let answer = helper.receiveLine() else {
                if !Task.isCancelled { markUnavailable("the Pygments helper stopped") }
                return false
            }
            switch PygmentsReply(line: answer) {
            case .runs(let runs):
                let highlight = CodeHighlight(runs: runs.map { ($0.kind, $0.length) }, for: request)
                cache(highlight, for: request)
                if let highlight { highlights.set(highlight, for: request) }
            case .unknown:
                cache(nil, for: request)
            case .ready, .error, nil:
                markUnavailable("the Pygments helper answered something kiji does not understand")
                return false
            }
        }
        return true
    }

    private static func encode(_ request: CodeHighlightRequest) -> String? {
        guard let data = try? JSONEncoder().encode(HelperRequest(language: request.language, code: request.text)) else { return nil }
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

/// One block as the helper reads it: a JSON object on one line.
private struct HelperRequest: Encodable {
    let language: String
    let code: String
}
