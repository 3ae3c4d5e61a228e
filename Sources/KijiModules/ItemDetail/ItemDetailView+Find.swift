import ArticleLayout
import Localization
import TerminalUI

extension ItemDetailView {
    /// The find prompt's text: every match marked, the first at or below the top of the view
    /// looked at and brought into view; with none, the status bar says so. White space alone
    /// ends the find.
    func find(_ text: String) {
        finder.find(text, from: pager.topLine)
        markMatches()
        if let match = finder.currentMatch {
            pager.reveal(line: match.line)
        } else if finder.isActive {
            sayNotFound()
        }
        host?.setNeedsDisplay()
    }

    /// Finds what the article opened with, once its body is laid out for a view `height` rows
    /// high and `width` wide: the first match from the top is looked at and brought into view, in
    /// place of the place the reader left the article at.
    func runPendingFind(height: Int, width: Int) {
        guard let text = pendingFind, showsBody, !shownLines.isEmpty else { return }
        pendingFind = nil
        pager.layout(height: height, width: width)
        find(text)
    }

    /// `n` and `N`: the next or previous match, brought into view.
    func stepMatch(forward: Bool) {
        guard finder.isActive else { return showNote(tr("Nothing to find yet: press / and type a word."), isError: false, detail: "") }
        guard let match = finder.step(forward: forward) else { return sayNotFound() }
        pager.currentMarks = match.marks
        pager.reveal(line: match.line)
    }

    /// Gives the pager the matches to mark, and the one looked at.
    func markMatches() {
        pager.marks = finder.matches.flatMap(\.marks)
        pager.currentMarks = finder.currentMatch?.marks ?? []
    }

    private func sayNotFound() {
        showNote(tr("Not found: {query}", ["query": finder.typed]), isError: false, detail: "")
    }
}
