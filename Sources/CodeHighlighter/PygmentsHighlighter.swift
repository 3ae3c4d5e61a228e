import ArticleLayout
import FoundationEssentials
import LeanFoundation
import Synchronization

/// Colours code blocks with Pygments, run as one helper process (`python3 -I -c`) that kiji keeps
/// while it runs.
///
/// The helper is a ``PipedChildProcess``: it starts with kiji's signal mask and ignored signals
/// reset, and its replies are awaited without holding a thread of the cooperative pool. Results are
/// cached by block content and language in a ``HighlightCache`` (a few megabytes, the least recently
/// used dropped first), so an article opened again needs no helper at all. The helper is started
/// by ``prepare()`` (at launch, so that the first article does not wait for Python) or by the first
/// batch that needs it; while idle it prepares common grammars. A batch whose task is cancelled
/// kills it (the next batch starts another); it exits by itself when kiji's exit closes its input,
/// and ``shutDown()`` kills it at once. When Python or Pygments is missing, or the helper dies, the
/// blocks stay plain; the first result after that says why, once per process, and no helper is
/// started again.
public final class PygmentsHighlighter: CodeHighlighting {
    private struct State {
        var cache = HighlightCache()
        var idleHelper: PipedChildProcess?
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
            guard let helper = await checkOut() else { return }
            checkIn(helper)
        }
    }

    /// Kills the idle helper, if any; a helper still busy is killed when it comes back. The helper's
    /// own thread reaps it.
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
    }

    /// The highlights of `requests`: cached ones at once, the others from the helper, off the main thread.
    @concurrent
    public func highlights(for requests: [CodeHighlightRequest]) async -> CodeHighlightResult {
        var highlights = CodeHighlights()
        let (missing, unavailable) = state.withLock { state in
            var missing: [CodeHighlightRequest] = []
            for request in requests {
                switch state.cache.highlight(for: request) {
                case .some(.some(let highlight)): highlights.set(highlight, for: request)
                case .some(.none): break
                case .none: missing.append(request)
                }
            }
            return (missing, state.unavailable)
        }
        guard !missing.isEmpty, unavailable == nil, !Task.isCancelled, let helper = await checkOut() else {
            return CodeHighlightResult(highlights: highlights, problem: report())
        }
        let healthy = await withTaskCancellationHandler {
            await run(missing, on: helper, into: &highlights)
        } onCancel: {
            helper.terminate()
        }
        if healthy && !Task.isCancelled { checkIn(helper) } else { await retire(helper) }
        return CodeHighlightResult(highlights: highlights, problem: report())
    }

    /// The kept highlights of `requests`, when every one is kept (a block kept as plain stays out).
    public func knownHighlights(for requests: [CodeHighlightRequest]) -> CodeHighlights? {
        state.withLock { state in
            var highlights = CodeHighlights()
            for request in requests {
                switch state.cache.highlight(for: request) {
                case .some(.some(let highlight)): highlights.set(highlight, for: request)
                case .some(.none): break
                case .none: return nil
                }
            }
            return highlights
        }
    }

    /// The idle helper, or a new one that said it is ready; nil (and the reason noted) when none starts.
    private func checkOut() async -> PipedChildProcess? {
        let idle = state.withLock { state in
            defer { state.idleHelper = nil }
            return state.idleHelper
        }
        if let idle { return idle }
        guard state.withLock({ $0.unavailable == nil }) else { return nil }
        guard let python, let helper = PipedChildProcess.start(python, arguments: ["-I", "-c", PygmentsScript.source]) else {
            markUnavailable("python3 could not be started (install python3-pygments: Scripts/install-system-packages)")
            return nil
        }
        switch await helper.receiveLine().flatMap(PygmentsReply.init(line:)) {
        case .ready:
            return helper
        case .error(let reason):
            markUnavailable(reason + " (install python3-pygments: Scripts/install-system-packages)")
        default:
            if !Task.isCancelled { markUnavailable("the Pygments helper did not start") }
        }
        await retire(helper)
        return nil
    }

    /// Keeps `helper` for the next batch; ends it when another is kept already, and kills it after
    /// ``shutDown()``.
    private func checkIn(_ helper: PipedChildProcess) {
        let (extra, isShutDown) = state.withLock { state -> (PipedChildProcess?, Bool) in
            guard !state.isShutDown, state.idleHelper == nil else { return (helper, state.isShutDown) }
            state.idleHelper = helper
            return (nil, false)
        }
        if isShutDown { extra?.terminate() }
        extra?.finish()
    }

    /// Kills `helper` and waits until it is reaped, so none is left behind when a batch returns.
    private func retire(_ helper: PipedChildProcess) async {
        helper.terminate()
        _ = await helper.exitStatus()
    }

    /// Sends each request in turn and caches its answer; false when the helper failed or the task
    /// was cancelled part-way.
    private func run(_ requests: [CodeHighlightRequest], on helper: PipedChildProcess, into highlights: inout CodeHighlights) async -> Bool {
        for request in requests {
            guard !Task.isCancelled else { return false }
            guard request.text.utf8.count <= Self.largestBlock else {
                cache(nil, for: request)
                continue
            }
            guard let line = Self.encode(request), await helper.send(line), let answer = await helper.receiveLine() else {
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
        state.withLock { $0.cache.insert(highlight, for: request) }
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
