import ArticleLayout
import CMalloc
import Foundation
import MarkdownText
import QiitaStub
import TerminalUI

// MARK: - Memory and time of huge paragraphs and pathological bodies (issue 25)

/// The inputs: one paragraph of 1, 4 and 8 MB of ordinary words, 8 MB of one word, then the
/// pathological bodies of `PathologicalMarkdown`.
func paragraphInputs() -> [(name: String, make: () -> String)] {
    var inputs: [(name: String, make: () -> String)] = []
    for megabytes in [1, 4, 8] {
        inputs.append(("paragraph of words, \(megabytes) MB", { PathologicalMarkdown.paragraph(bytes: megabytes * 1_000_000, oneWord: false) }))
    }
    inputs.append(("paragraph of one word, 8 MB", { PathologicalMarkdown.paragraph(bytes: 8_000_000, oneWord: true) }))
    for sample in PathologicalMarkdown.all {
        inputs.append(("pathological: \(sample.name)", { sample.markdown }))
    }
    return inputs
}

/// The most memory layout may take for each byte of input (issue 25), at any paragraph size.
let layoutBytesPerInputByteTarget = 20.0

/// Runs each input in a process of its own (`kiji-bench --paragraph N`), so that each peak is its
/// own and memory freed by one case does not hide the next's, and reports time and bytes per input
/// byte, each case against `layoutBytesPerInputByteTarget`, then the worst case.
@MainActor
func benchParagraphMemory() {
    var worst: (name: String, bytesPerByte: Double)?
    var allCases = 0.0
    var failed = 0
    for (index, input) in paragraphInputs().enumerated() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["--paragraph", String(index)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            report("Parse and layout at 80 columns, \(input.name)", iterations: 0, ns: .nan, note: "failed: \(error)")
            failed += 1
            continue
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 5 else {
            report("Parse and layout at 80 columns, \(input.name)", iterations: 0, ns: .nan, note: "failed: \(output)")
            failed += 1
            continue
        }
        let (ns, bytes, parsing, layout, processPeak) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        if layout / bytes > worst?.bytesPerByte ?? -1 { worst = (input.name, layout / bytes) }
        allCases += ns
        report(
            "Parse and layout at 80 columns, \(input.name)", iterations: 1, ns: ns,
            extra: [
                "input_bytes": bytes, "parse_bytes_per_input_byte": parsing / bytes,
                "layout_bytes_per_input_byte": layout / bytes, "ns_per_input_byte": ns / bytes,
                "process_peak_rss_bytes": processPeak,
            ],
            note: String(
                format: "%.0f KB in; per input byte %.1f B to parse, %.1f B to lay out, %.0f ns; process peak %.0f MB",
                bytes / 1000, parsing / bytes, layout / bytes, ns / bytes, processPeak / 1_000_000)
                + (layout / bytes <= layoutBytesPerInputByteTarget ? "" : "; layout OVER the target"))
    }
    guard let worst else { return }
    let met = worst.bytesPerByte <= layoutBytesPerInputByteTarget && failed == 0
    report(
        "Layout memory per input byte, the most of any paragraph case (time: all cases)", iterations: 1, ns: allCases,
        extra: ["layout_bytes_per_input_byte": worst.bytesPerByte, "target": layoutBytesPerInputByteTarget, "failed_cases": Double(failed)],
        note: String(format: "%.1f B", worst.bytesPerByte)
            + " (\(worst.name)), target ≤ \(Int(layoutBytesPerInputByteTarget)) B: \(met ? "met" : "NOT met")"
            + (failed == 0 ? "" : ", \(failed) cases failed"))
}

/// The child's side: makes input `index`, then parses it and lays it out as `kiji preview` prints
/// it, and prints the time in ns, the input's bytes, the growth of the resident size over each of
/// the two steps (parsing; laying out and making the printed text, with the document kept) and
/// the process's peak, separated by spaces. A small article and the input's first 4 KB, laid out
/// first, page in the code and tables the case runs (a fixed cost that would otherwise count against
/// the small cases), and freed memory goes back to the system before each step, so each growth is
/// that step's.
func runParagraphCase(_ index: Int) {
    _ = printedBytes(of: MarkdownParser.parse("warm *up* 日本語の`code` https://example.com/ @user :smile: $x$"))
    let markdown = paragraphInputs()[index].make()
    _ = printedBytes(of: MarkdownParser.parse(String(decoding: markdown.utf8.prefix(4_096), as: UTF8.self)))
    let start = now()
    let (document, parsing) = growth { MarkdownParser.parse(markdown) }
    let (printed, layout) = growth { printedBytes(of: document) }
    let ns = Double(now() - start)
    sink &+= printed
    print(ns, markdown.utf8.count, parsing, layout, residentBytes(field: "VmHWM:"))
}

/// What `body` returns, and how far the peak resident size rose above the resident size before it.
private func growth<T>(_ body: () -> T) -> (T, Double) {
    malloc_trim(0)
    let before = residentBytes(field: "VmRSS:")
    resetPeakResidentSize()
    let result = body()
    return (result, max(0, residentBytes(field: "VmHWM:") - before))
}

/// The bytes of the document laid out at 80 columns with its sections open, as text, made as the
/// print mode writes it (`PrintedLines`): all the lines, then their text 16 KB at a time.
private func printedBytes(of document: Document) -> Int {
    let lines = MarkdownLayout.lines(for: document, width: 80, theme: .monochrome, folding: .allOpen(in: document))
    var printed = 0
    var chunk = ""
    for line in lines {
        chunk += line.plainText.string
        chunk += "\n"
        if chunk.utf8.count >= 16_384 {
            printed += chunk.utf8.count
            chunk = ""
        }
    }
    return printed + chunk.utf8.count
}

/// A field of `/proc/self/status` in bytes (`VmRSS:` now, `VmHWM:` the peak since the last reset).
private func residentBytes(field: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
          let kilobytes = Double(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    else { return .nan }
    return kilobytes * 1024
}

/// Makes `VmHWM` start again from the current resident size (Linux: `5` to `/proc/self/clear_refs`).
private func resetPeakResidentSize() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}
