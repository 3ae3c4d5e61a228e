// kiji-bench: micro-benchmarks of the pieces on kiji's hot path, through their public APIs.
//
// Run in release mode (Scripts/bench does). It reports time per operation and never asserts.
// `kiji-bench --json` prints JSON; otherwise one line per benchmark. `kiji-bench --paragraph N` is
// one case of the paragraph-memory benchmark, which runs each case in a process of its own.
// `kiji-bench --pathological-cases FOLDER` writes the pathological Markdown cases as drafts with
// what their print must contain, for Scripts/e2e/pathological-print.
// `kiji-bench --long-list` runs only the long list read with PgDn held (LongListBench.swift).
// `kiji-bench --find` runs only the find in the largest real article (FindBench.swift).
// `kiji-bench --search-index` runs only the search index's figures (SearchIndexBench.swift).

import Foundation
import ArticleLayout
import KijiModules
import MarkdownText
import QiitaAPI
import QiitaStub
import TerminalUI

// MARK: - Timing

struct Result: Codable {
    var name: String
    var iterations: Int
    /// Nanoseconds per operation; absent when the benchmark failed (JSON has no NaN).
    var nsPerOp: Double?
    var extra: [String: Double]
    var summary: String
}

nonisolated(unsafe) var results: [Result] = []
let jsonOutput = CommandLine.arguments.contains("--json")

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` `iterations` times after `warmup` runs; returns ns per run (best of `rounds` rounds).
@MainActor
func measure(iterations: Int, warmup: Int = 3, rounds: Int = 3, _ body: () -> Void) -> Double {
    for _ in 0..<warmup { body() }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = now()
        for _ in 0..<iterations { body() }
        best = min(best, Double(now() - start) / Double(iterations))
    }
    return best
}

func human(_ ns: Double) -> String {
    if ns >= 1_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    if ns >= 1_000 { return String(format: "%.1f µs", ns / 1_000) }
    return String(format: "%.0f ns", ns)
}

func report(_ name: String, iterations: Int, ns: Double, extra: [String: Double] = [:], note: String = "") {
    let summary = "\(human(ns)) per op" + (note.isEmpty ? "" : " (\(note))")
    results.append(
        Result(
            name: name, iterations: iterations, nsPerOp: ns.isFinite ? ns.rounded() : nil, extra: extra.filter { $0.value.isFinite },
            summary: summary))
    if !jsonOutput { print("\(name): \(summary)") }
}

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0

// MARK: - ListView at 100,000 rows

/// Two-line rows like kiji's item list: a title and a line of facts, truncated to the width.
@MainActor
final class BenchRows: ListDataSource {
    let count: Int
    var rendered = 0
    init(count: Int) { self.count = count }
    var numberOfRows: Int { count }
    func height(ofRow row: Int, width: Int) -> Int { 2 }
    func render(row: Int, width: Int) -> [StyledLine] {
        rendered += 1
        let title = StyledLine(
            DisplayText(sanitizing: "Swiftで学ぶクリーンアーキテクチャ入門 その\(row)：Entity・UseCase・Presenter・Repositoryの責務"),
            style: Theme.standard[.title])
        var facts = StyledLine([StyledSpan("  "), StyledSpan(DisplayText(sanitizing: "@user\(row % 60) (田中 健二)"), style: Theme.standard[.author])])
        for tag in ["Swift", "CleanArchitecture", "iOS", "設計"] {
            facts.append(StyledSpan(DisplayText(sanitizing: " #" + tag), style: Theme.standard[.tag]))
        }
        facts.append(StyledSpan(DisplayText(sanitizing: "  \(row % 500) likes · \(row % 300) stocks  2026-11-19"), style: Theme.standard[.dim]))
        return [TextLayout.truncate(title, toWidth: width), TextLayout.truncate(facts, toWidth: width)]
    }
}

@MainActor
func benchList(rows: Int, size: TerminalSize, iterations: Int, rounds: Int = 2) {
    let terminal = MemoryTerminal(size: size)
    let source = BenchRows(count: rows)
    let list = ListView(source: source)
    let canvas = Canvas(terminal: terminal)
    list.select(row: rows / 2)
    terminal.beginFrame()
    list.draw(in: canvas)
    terminal.endFrame()
    var down = true
    var moves = 0
    source.rendered = 0
    let ns = measure(iterations: iterations, rounds: rounds) {
        // Walk down and back up across a window so that every press scrolls near the middle.
        moves += 1
        if moves % 400 == 0 { down.toggle() }
        list.perform(down ? .down : .up)
        terminal.beginFrame()
        list.draw(in: canvas)
        terminal.endFrame()
    }
    let total = iterations * rounds + 3
    let perKey = Double(source.rendered) / Double(total)
    report(
        "ListView Down + draw, \(rows) rows, \(size) (MemoryTerminal)", iterations: iterations, ns: ns,
        extra: ["rows_rendered_per_key": perKey], note: String(format: "%.1f rows rendered per key", perKey))

    // The drawing alone, without the frame reset of the memory terminal.
    let drawOnly = measure(iterations: iterations / 4, rounds: 1) { list.draw(in: canvas) }
    report("ListView draw only (no frame reset), \(rows) rows, \(size)", iterations: iterations / 4, ns: drawOnly)
}

// MARK: - Text width and wrapping

func hasJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
}

@MainActor
func benchText() {
    let articles = HandwrittenArticle.all
    let japanese = articles.filter { hasJapanese($0.body) }.max { $0.body.utf8.count < $1.body.utf8.count }
        ?? articles.max { $0.body.utf8.count < $1.body.utf8.count }!
    let body = japanese.body
    let chars = body.count
    let note = "\(chars) characters, \(body.utf8.count) UTF-8 bytes: \(japanese.title.prefix(24))…"

    let sanitize = measure(iterations: 50) { sink &+= DisplayText(sanitizing: body).string.utf8.count }
    report("Sanitizer: DisplayText(sanitizing:) long Japanese article", iterations: 50, ns: sanitize, note: note)

    let text = DisplayText(sanitizing: body)
    let width = measure(iterations: 50) { sink &+= TextWidth.width(of: body) }
    report(
        "TextWidth.width(of:) long Japanese article", iterations: 50, ns: width,
        extra: ["ns_per_character": width / Double(chars)], note: String(format: "%.1f ns per character; %@", width / Double(chars), note))

    var lineCount = 0
    let wrap80 = measure(iterations: 20) { let lines = TextLayout.wrap(text, toWidth: 80); lineCount = lines.count; sink &+= lines.count }
    report(
        "TextLayout.wrap to 80 columns, long Japanese article", iterations: 20, ns: wrap80,
        extra: ["lines": Double(lineCount), "ns_per_character": wrap80 / Double(chars)],
        note: String(format: "%d lines, %.1f ns per character", lineCount, wrap80 / Double(chars)))
    let wrap200 = measure(iterations: 20) { sink &+= TextLayout.wrap(text, toWidth: 200).count }
    report("TextLayout.wrap to 200 columns, long Japanese article", iterations: 20, ns: wrap200)

    // One row title as the list draws it: truncate a long Japanese title to 80 columns.
    let title = StyledLine(DisplayText(sanitizing: articles.max { $0.title.count < $1.title.count }!.title))
    let truncate = measure(iterations: 20_000) { sink &+= TextLayout.truncate(title, toWidth: 80).spans.count }
    report("TextLayout.truncate of the longest title to 80 columns", iterations: 20_000, ns: truncate)
}

// MARK: - Markdown

@MainActor
func benchMarkdown() {
    let largest = HandwrittenArticle.all.max { $0.body.utf8.count < $1.body.utf8.count }!
    let note = "\(largest.body.utf8.count) bytes: \(largest.title.prefix(24))…"
    var document = MarkdownParser.parse(largest.body)
    let parse = measure(iterations: 20) { document = MarkdownParser.parse(largest.body); sink &+= document.blocks.count }
    report("MarkdownParser.parse, largest hand-written article", iterations: 20, ns: parse, note: note)
    var lines = 0
    let layout80 = measure(iterations: 20) {
        let laid = MarkdownLayout.lines(for: document, width: 80, theme: .standard)
        lines = laid.count
        sink &+= laid.count
    }
    report(
        "MarkdownLayout.lines at 80 columns, largest article", iterations: 20, ns: layout80,
        extra: ["lines": Double(lines)], note: "\(lines) lines")
    let layout200 = measure(iterations: 20) { sink &+= MarkdownLayout.lines(for: document, width: 200, theme: .standard).count }
    report("MarkdownLayout.lines at 200 columns, largest article", iterations: 20, ns: layout200)
}

// MARK: - JSON decode of a 100-item page

@MainActor
func benchDecode() async {
    do {
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 10_000)))
        defer { server.stop() }
        let transport = CurlTransport(configuration: .standard(userAgent: "kiji-bench"))
        for page in [1, 50] {
            let url = server.baseURL.appendingPathComponent("items").absoluteString + "?page=\(page)&per_page=100"
            let response = try await transport.send(HTTPRequest(method: .get, url: URL(string: url)!))
            let request = ItemsRequest(page: PageQuery(page: page, perPage: 100))
            var count = 0
            let ns = measure(iterations: 20) {
                if let decoded = try? request.decode(response) { count = decoded.elements.count; sink &+= count }
            }
            report(
                "ItemsRequest.decode of a 100-item page (page \(page))", iterations: 20, ns: ns,
                extra: ["bytes": Double(response.body.count), "items": Double(count)],
                note: "\(response.body.count / 1024) KiB, \(count) items, \(String(format: "%.1f", ns / Double(max(count, 1)) / 1000)) µs per item")
        }
    } catch {
        report("ItemsRequest.decode of a 100-item page", iterations: 0, ns: .nan, note: "failed: \(error)")
    }
}

// MARK: - Main

if let flag = CommandLine.arguments.firstIndex(of: "--paragraph"), let index = Int(CommandLine.arguments[flag + 1]) {
    runParagraphCase(index)
    exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--pathological-cases"), flag + 1 < CommandLine.arguments.count {
    do {
        try writePathologicalCases(to: CommandLine.arguments[flag + 1])
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("kiji-bench: cannot write the pathological cases: \(error)\n".utf8))
        exit(1)
    }
}
let started = now()
let onlyLongList = CommandLine.arguments.contains("--long-list")
let onlyFind = CommandLine.arguments.contains("--find")
let onlySearchIndex = CommandLine.arguments.contains("--search-index")
if onlyFind {
    benchFind()
} else if onlySearchIndex {
    benchCachePage()
    benchSearchIndex()
} else if !onlyLongList {
    benchList(rows: 100_000, size: TerminalSize(rows: 24, columns: 80), iterations: 1000)
    benchList(rows: 1_000, size: TerminalSize(rows: 24, columns: 80), iterations: 1000)
    benchList(rows: 100_000, size: TerminalSize(rows: 60, columns: 200), iterations: 1000, rounds: 1)
    benchText()
    benchMarkdown()
    benchRealArticles()
    benchFind()
    benchCodeColour()
    await benchDecode()
    benchCachePage()
    await benchTrendFeed()
    benchParagraphMemory()
    benchSearchIndex()
}
if !onlyFind, !onlySearchIndex { await benchLongList() }

if jsonOutput {
    struct Output: Codable {
        var benchmarks: [Result]
        var seconds: Double
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let seconds = Double(now() - started) / 1e9
    let data = try encoder.encode(Output(benchmarks: results, seconds: (seconds * 10).rounded() / 10))
    print(String(decoding: data, as: UTF8.self))
}
