import ArticleLayout
import MarkdownText
import TerminalUI

// MARK: - The find in an article

/// The find (`/`, Enter, then `n`) in the largest real article (28 KB) at 80 columns: reading the
/// laid-out lines and finding a word in them, as Enter does; then `n`'s move and the one frame it
/// draws (the pager with every match marked, on a 22-row view, MemoryTerminal).
@MainActor
func benchFind() {
    let article: (name: String, body: String)
    do {
        article = try realArticle("01-")
    } catch {
        report("Find in real article 01-…", iterations: 0, ns: .nan, note: "\(error)")
        return
    }
    let document = MarkdownParser.parse(article.body)
    let lines = MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: ArticleFolding.initial(for: document))
    let query = FindQuery("image")!
    var found: [FindMatch] = []
    let ns = measure(iterations: 50) {
        found = FindText(lines).matches(of: query)
        sink &+= found.count
    }
    report(
        "Find \"image\" at 80 columns, real article \(article.name.prefix(24))", iterations: 50, ns: ns,
        extra: ["lines": Double(lines.count), "matches": Double(found.count)],
        note: "\(lines.count) lines, \(found.count) matches")
    let text = FindText(lines)
    let matching = measure(iterations: 50) { sink &+= text.matches(of: query).count }
    report("Find \"image\": the matches alone, in lines read already", iterations: 50, ns: matching)
    guard !found.isEmpty else { return }

    let terminal = MemoryTerminal(size: TerminalSize(rows: 22, columns: 80))
    let canvas = Canvas(terminal: terminal)
    let pager = TextView(paragraphs: [])
    pager.show(lines: lines, laidOutFor: 80)
    pager.marks = found.flatMap(\.marks)
    var current = 0
    let frame = measure(iterations: 200) {
        current = (current + 1) % found.count
        pager.currentMarks = found[current].marks
        pager.reveal(line: found[current].line)
        terminal.beginFrame()
        pager.draw(in: canvas)
        terminal.endFrame()
    }
    report("n: the next match and its frame, real article \(article.name.prefix(24)), 80×22 (MemoryTerminal)", iterations: 200, ns: frame)
}
