import Testing
@testable import TerminalUI

@MainActor
struct TinyTerminalTests {
    nonisolated static let sizes = [TerminalSize(rows: 1, columns: 1), TerminalSize(rows: 2, columns: 5), TerminalSize(rows: 0, columns: 0), TerminalSize(rows: 3, columns: 2)]

    @Test(arguments: sizes)
    func everyWidget_onATinyTerminal_drawsWithinBounds(_ size: TerminalSize) {
        let terminal = MemoryTerminal(size: size)
        let list = ListView(source: CountingSource(count: 100_000, rowHeight: 2))
        list.perform(.bottom)
        let pager = TextView(paragraphs: [StyledLine([StyledSpan(DisplayText(sanitizing: "日本語 text 🚀"), link: "x")])])
        pager.perform(.nextLink)
        var prompt = PromptField(label: "Search: ", text: "日本語")
        let table = KeyTable<ListAction>(Movement.bindings(group: "Moving", descriptions: [.down: "Next row"]) { $0 })
        terminal.beginFrame()
        let canvas = Canvas(terminal: terminal)
        HeaderBar(breadcrumb: ["kiji", DisplayText(sanitizing: "日本語")], trailing: "@me").draw(in: canvas, theme: .standard)
        list.draw(in: canvas.subcanvas(row: 1, column: 0, height: size.rows - 2, width: size.columns))
        list.draw(in: canvas)
        pager.draw(in: canvas)
        StatusBar(message: DisplayText(sanitizing: "読み込み中"), spinner: "|", facts: ["p. 1"]).draw(in: canvas, theme: .monochrome)
        prompt.draw(in: canvas, theme: .standard)
        Modal.help(title: "Keys", table: table, footer: "Esc: close").draw(in: canvas, theme: .standard)
        Modal.confirmation(question: "OK?", title: "確認", footer: "y: はい  n: いいえ").draw(in: canvas, theme: .monochrome)
        terminal.endFrame()
        #expect(terminal.rows.count == size.rows)
        #expect(rowsAreExact(terminal))
        if let cursor = terminal.cursor {
            #expect(cursor.row < size.rows && cursor.column < size.columns)
        }
    }
}
