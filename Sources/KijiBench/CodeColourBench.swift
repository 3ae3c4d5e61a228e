import ArticleLayout
import CodeHighlighter
import Foundation
import MarkdownText
import Synchronization
import TerminalUI

/// CPU time of this process, its reaped children and its running ones (a kept highlighter helper),
/// in nanoseconds; a running child's time comes from /proc in clock ticks.
private func cpuNanoseconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        for time in [usage.ru_utime, usage.ru_stime] { total += Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
    }
    return total + runningChildrenTicks() * 1e9 / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// User and system clock ticks of this process's running children, from /proc/PID/stat.
private func runningChildrenTicks() -> Double {
    let me = String(getpid())
    var ticks = 0.0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
        guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, fields[1] == me else { continue }
        ticks += (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
    }
    return ticks
}

/// The highlights of `requests` from `highlighter`, waited for on this thread.
private func highlights(_ requests: [CodeHighlightRequest], from highlighter: PygmentsHighlighter) -> CodeHighlightResult {
    let outcome = Mutex<CodeHighlightResult?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let result = await highlighter.highlights(for: requests)
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return outcome.withLock { $0! }
}

/// From opening the largest real article to its last coloured frame, as kiji does it and cold.
@MainActor
func benchCodeColour() {
    benchCodeColour(warm: true)
    benchCodeColour(warm: false)
}

/// From opening the largest real article (parse, plain layout: the first frame) to its last coloured
/// frame (every block highlighted by a highlighter with nothing cached, the body laid out again), and
/// the CPU it took, helper included; p50 and p95 of 20 runs.
///
/// Warm is how kiji runs: the helper was started at launch (`prepare()`) and the reader spent a
/// second on the list before opening the article. Cold starts the helper when the article opens.
@MainActor
private func benchCodeColour(warm: Bool) {
    guard let article = try? realArticle("01-") else {
        report("Code colour of real article 01-…", iterations: 0, ns: .nan, note: "missing articles")
        return
    }
    var wall: [Double] = []
    var cpu: [Double] = []
    var blocks = 0
    var problem: String?
    for _ in 0..<20 {
        let highlighter = PygmentsHighlighter()
        if warm {
            highlighter.prepare()
            Thread.sleep(forTimeInterval: 1)
        }
        let startCPU = cpuNanoseconds()
        let start = now()
        let document = MarkdownParser.parse(article.body)
        let folding = ArticleFolding.initial(for: document)
        sink &+= MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: folding).count
        let requests = CodeHighlightRequests.all(in: document)
        let result = highlights(requests, from: highlighter)
        sink &+= MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: folding, highlights: result.highlights).count
        wall.append(Double(now() - start))
        cpu.append(cpuNanoseconds() - startCPU)
        blocks = result.highlights.count
        problem = problem ?? result.problem
        highlighter.shutDown()
    }
    let p50 = percentile(wall, 50)
    let p95 = percentile(wall, 95)
    let cpuMedian = percentile(cpu, 50)
    report(
        "Open to last coloured frame (\(warm ? "helper started at launch" : "cold helper")), real article \(article.name.prefix(24))",
        iterations: wall.count, ns: p50,
        extra: ["p95_ns": p95, "cpu_ns_median": cpuMedian, "blocks_coloured": Double(blocks)],
        note: "p95 \(human(p95)), CPU \(human(cpuMedian)) incl. the helper's share, \(blocks) blocks coloured"
            + (problem.map { "; \($0)" } ?? ""))
}

/// The value at `pct` percent of `values` (nearest rank).
private func percentile(_ values: [Double], _ pct: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((pct / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}
