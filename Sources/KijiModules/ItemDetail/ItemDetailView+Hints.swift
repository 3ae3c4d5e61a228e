import ArticleLayout
import Localization
import TerminalUI

extension ItemDetailView {
    /// `F`: a label beside every link in view; typing one opens its link as Enter on it would, and
    /// any other key leaves. With no link in view, the status bar says so.
    func startHints() {
        let links = pager.linksInView
        guard !links.isEmpty, let width = laidOutWidth else {
            return showNote(tr("No link in view."), isError: false, detail: "")
        }
        hints = LinkHints(links: links, width: width, view: pager.viewLines)
    }

    /// A key while the labels are shown: a letter narrows them or opens the link whose label it
    /// completes, Backspace takes a letter back, the arrows, page keys and wheel scroll under them,
    /// anything else leaves.
    func handleHint(_ key: Key) {
        guard var current = hints else { return }
        switch key {
        case .character(let letter) where LinkHints.letters.contains(letter):
            switch current.type(letter) {
            case .chosen(let link):
                hints = nil
                if let target = pager.focus(link: link) { presenter.didChooseLink(ArticleLink(target: target)) }
            case .narrowed:
                hints = current
            case .noMatch:
                hints = nil
                showNote(tr("No link is labelled {label}.", ["label": current.typed]), isError: false, detail: "")
            }
        case .backspace:
            hints = current.takeBack() ? current : nil
        case .down, .up, .pageDown, .pageUp:
            scrollUnderHints(key, keeping: current)
        case .mouse(let event) where event.kind == .wheelUp || event.kind == .wheelDown:
            scrollUnderHints(key, keeping: current)
        default:
            hints = nil
        }
    }

    /// The arrows, the page keys and the wheel scroll under the labels: a link still in view keeps
    /// its label, one that comes into view takes a free one, and what was typed is dropped.
    private func scrollUnderHints(_ key: Key, keeping current: LinkHints) {
        _ = pager.handle(key)
        let links = pager.linksInView
        guard !links.isEmpty, let width = laidOutWidth else {
            hints = nil
            return
        }
        hints = LinkHints(links: links, width: width, view: pager.viewLines, keeping: current)
    }

    /// Labels the links in view afresh after the article was laid out again under the labels;
    /// what was typed is dropped with the old labels, and with no link left in view they go.
    func placeHintsAgain(width: Int) {
        hintsNeedPlacing = false
        let links = pager.linksInView
        hints = links.isEmpty ? nil : LinkHints(links: links, width: width, view: pager.viewLines)
    }

    /// Draws the labels still to be typed to, in the match style, bold, over the pager's `canvas`.
    func drawHints(in canvas: Canvas, theme: Theme) {
        guard let hints else { return }
        let style = theme[.match].merged(with: Style(attributes: .bold))
        for hint in hints.shown {
            let row = hint.place.line - pager.topLine
            guard row >= 0, row < canvas.height else { continue }
            canvas.draw(DisplayText(sanitizing: hint.label), row: row, column: hint.place.columns.lowerBound, style: style)
        }
    }
}
