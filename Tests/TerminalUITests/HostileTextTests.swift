import Testing
@testable import TerminalUI

/// A list source whose rows are hostile strings.
@MainActor
private struct HostileRows: ListDataSource {
    var numberOfRows: Int { SanitizerTests.hostileCorpus.count }

    func render(row: Int, width: Int) -> [StyledLine] {
        [StyledLine(DisplayText(sanitizing: SanitizerTests.hostileCorpus[row]))]
    }
}

@MainActor
struct HostileTextTests {
    @Test func hostileStrings_drawnByEveryWidget_neverReachTheTerminal() {
        let corpus = SanitizerTests.hostileCorpus.map { DisplayText(sanitizing: $0) }
        let terminal = frame(rows: 40, columns: 60) { canvas in
            ListView(source: HostileRows()).draw(in: canvas.subcanvas(row: 0, column: 0, height: 26, width: 60))
            HeaderBar(breadcrumb: Array(corpus.prefix(3))).draw(in: canvas.subcanvas(row: 26, column: 0, height: 1, width: 60), theme: .standard)
            StatusBar(message: corpus[4], facts: [corpus[5]]).draw(in: canvas.subcanvas(row: 27, column: 0, height: 1, width: 60), theme: .standard)
            TextView(paragraphs: corpus.map { StyledLine($0) }).draw(in: canvas.subcanvas(row: 28, column: 0, height: 6, width: 60))
            Modal.error(title: "Error", message: corpus[0], details: corpus[1], footer: "Esc: close").draw(in: canvas.subcanvas(row: 34, column: 0, height: 6, width: 60), theme: .standard)
        }
        for row in 0..<terminal.size.rows {
            for column in 0..<terminal.size.columns {
                guard let cell = terminal.cell(row: row, column: column) else { continue }
                #expect(!cell.character.unicodeScalars.contains(where: Sanitizer.isForbidden), "row \(row) column \(column)")
                #expect(cell.character != "\n" && cell.character != "\t")
            }
        }
        #expect(rowsAreExact(terminal))
    }
}
