import ArticleLayout
import CodeHighlighter
import Foundation
import MarkdownText
import Synchronization

/// CPU time of this process and its reaped children (the highlighter's helpers), in nanoseconds.
private func cpuNanoseconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        for time in [usage.ru_utime, usage.ru_stime] { total += Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
    }
    return total
}

/// The highlights of `requests` from a fresh highlighter (nothing cached), waited for on this thread.
private func freshHighlights(_ requests: [CodeHighlightRequest]) -> CodeHighlightResult {
    let outcome = Mutex<CodeHighlightResult?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let result = await PygmentsHighlighter().highlights(for: requests)
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return outcome.withLock { $0! }
}

/// From opening the largest real article (parse, plain layout: the first frame) to its last coloured
/// frame (the Pygments helper started cold, every block highlighted, the body laid out again), and
/// the CPU it took, helper included; p50 and p95 of 20 runs.
@MainActor
func benchCodeColour() {
    guard let article = realArticle("01-") else {
        report("Code colour of real article 01-…", iterations: 0, ns: .nan, note: "missing articles")
        return
    }
    var wall: [Double] = []
    var cpu: [Double] = []
    var blocks = 0
    var problem: String?
    for _ in 0..<20 {
        let startCPU = cpuNanoseconds()
        let start = now()
        let document = MarkdownParser.parse(article.body)
        let folding = ArticleFolding.initial(for: document)
        sink &+= MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: folding).count
        let requests = CodeHighlightRequests.all(in: document)
        let result = freshHighlights(requests)
        sink &+= MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: folding, highlights: result.highlights).count
        wall.append(Double(now() - start))
        cpu.append(cpuNanoseconds() - startCPU)
        blocks = result.highlights.count
        problem = problem ?? result.problem
    }
    let p50 = percentile(wall, 50)
    let p95 = percentile(wall, 95)
    let cpuMedian = percentile(cpu, 50)
    report(
        "Open to last coloured frame, real article \(article.name.prefix(24))", iterations: wall.count, ns: p50,
        extra: ["p95_ns": p95, "cpu_ns_median": cpuMedian, "blocks_coloured": Double(blocks)],
        note: "p95 \(human(p95)), CPU \(human(cpuMedian)) incl. the helper, \(blocks) blocks coloured"
            + (problem.map { "; \($0)" } ?? ""))
}

/// The value at `pct` percent of `values` (nearest rank).
private func percentile(_ values: [Double], _ pct: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((pct / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}
