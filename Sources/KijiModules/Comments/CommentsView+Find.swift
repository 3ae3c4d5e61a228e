import ArticleLayout
import Localization
import TerminalUI

extension CommentsView {
    /// The find prompt's text: every match in the comments marked, the first at or below the top
    /// of the selected comment's view looked at and brought into view; with none, the status bar
    /// says so. White space alone ends the find.
    func find(_ typed: String) {
        readRows()
        finder.find(typed, fromRow: selectedRow, line: list.source.offset)
        markMatches()
        if let match = finder.text.currentMatch {
            go(toLine: match.line)
        } else if finder.text.isActive {
            sayNotFound()
        }
        host?.setNeedsDisplay()
    }

    /// `n` and `N`: the next or previous match, brought into view.
    func stepMatch(forward: Bool) {
        guard finder.text.isActive else {
            return showNote(tr("Nothing to find yet: press / and type a word."), isError: false, detail: "")
        }
        guard let match = finder.step(forward: forward) else { return sayNotFound() }
        markMatches()
        go(toLine: match.line)
    }

    /// Finds again in the comments as they are now (new or changed comments, another width),
    /// keeping the match looked at by its place in the order; nothing when no find is active.
    func findAgain() {
        guard finder.text.isActive else { return }
        readRows()
        markMatches()
    }

    /// Whether the comments were last found in at another width than `width`.
    func foundAtAnotherWidth(than width: Int) -> Bool {
        finder.text.isActive && finder.readWidth != width
    }

    private func readRows() {
        finder.read(list.source.linesOfEveryRow(), width: list.source.lastWidth)
    }

    private func markMatches() {
        list.source.marks = finder.byRow(finder.text.matches.flatMap(\.marks))
        list.source.currentMarks = finder.byRow(finder.text.currentMatch?.marks ?? [])
        list.reloadData()
    }

    /// Selects the comment holding line `line` of the find's text and scrolls it into view.
    private func go(toLine line: Int) {
        let place = finder.place(of: line)
        if place.row != selectedRow { select(row: place.row) }
        list.source.reveal(line: place.line)
        list.reloadData()
        host?.setNeedsDisplay()
    }

    private func sayNotFound() {
        showNote(tr("Not found: {query}", ["query": finder.text.typed]), isError: false, detail: "")
    }
}
