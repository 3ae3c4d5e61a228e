import ArticleLayout
import Localization
import TerminalUI

extension ItemDetailView {
    /// `t`: the article's outline over it, the section being read chosen; Enter there puts the
    /// chosen heading at the top of the view. An article without headings says so instead.
    func openOutline() {
        guard !outline.headings.isEmpty else {
            return showNote(tr("This article has no headings."), isError: false, detail: "")
        }
        let overlay = ArticleOutlineOverlay(outline: outline, current: outline.section(at: pager.topLine)) { [weak self] heading in
            self?.go(to: heading)
        }
        host?.showOverlay(overlay)
    }

    /// `]` and `[`: the next heading below the top of the view, or the heading of the section
    /// being read (the one before when it is at the top), put at the top of the view.
    func stepHeading(forward: Bool) {
        let heading = forward ? outline.heading(after: pager.topLine) : outline.heading(before: pager.topLine)
        guard let heading else {
            return showNote(forward ? tr("No heading below.") : tr("No heading above."), isError: false, detail: "")
        }
        go(to: heading)
    }

    /// The status bar's fact naming the section being read, once its heading has left the top of
    /// the view; empty above the first heading and while the heading is at the top.
    func sectionFact(width: Int) -> DisplayText {
        guard let index = outline.section(at: pager.topLine), outline.headings[index].line < pager.topLine else { return .empty }
        return TextLayout.truncate("§ " + outline.headings[index].text, toWidth: max(8, width / 3))
    }

    private func go(to heading: ArticleOutline.Heading) {
        pager.moveTopLine(by: heading.line - pager.topLine)
        host?.setNeedsDisplay()
    }
}
