import ArticleLayout
import Localization
import TerminalUI

/// What `t` opens in an article: its headings in a box, indented by level, the section being read
/// marked `▸` and chosen first; the movement keys choose, Enter goes to the chosen heading, and any
/// other key closes the box.
@MainActor
final class ArticleOutlineOverlay: OverlayScreen {
    /// What a key does while the outline is open.
    enum Action: Hashable, Sendable {
        case move(Movement)
        case go
    }

    /// The outline's keys: the shared movements and Enter.
    static let keyTable = KeyTable<Action>(
        Movement.bindings(group: .empty, descriptions: [:], action: Action.move) + [.init([.enter], .go, "", group: .empty)])

    private let outline: ArticleOutline
    private let current: Int?
    private let onGo: (ArticleOutline.Heading) -> Void
    /// The index in the outline's headings of the chosen one.
    private(set) var chosen: Int
    private var modal = Modal(title: tr("Outline"), body: [], footer: tr("Enter: go there  other keys: close"))
    /// The rows of the box's list at the last draw, which a page moves by.
    private var listRows = 10

    /// An outline with the section `current` (an index in its headings) marked and chosen;
    /// `onGo` is given the heading chosen with Enter.
    init(outline: ArticleOutline, current: Int?, onGo: @escaping (ArticleOutline.Heading) -> Void) {
        self.outline = outline
        self.current = current
        self.onGo = onGo
        chosen = current ?? 0
        modal.shorterFooters = [tr("Enter: go  other: close")]
    }

    func draw(in canvas: Canvas, theme: Theme) {
        modal.body = lines(width: max(1, canvas.width - 4), theme: theme)
        modal.reveal(line: chosen, rows: canvas.height, columns: canvas.width)
        listRows = max(1, min(canvas.height, modal.body.count + 2) - 2)
        modal.draw(in: canvas, theme: theme)
    }

    func handle(_ key: Key) -> Bool {
        switch Self.keyTable.action(for: key) {
        case .move(let movement):
            move(movement)
            return true
        case .go:
            onGo(outline.headings[chosen])
            return false
        case nil:
            return false
        }
    }

    private func move(_ movement: Movement) {
        let last = outline.headings.count - 1
        let target = switch movement {
        case .up: chosen - 1
        case .down: chosen + 1
        case .pageUp: chosen - listRows
        case .pageDown: chosen + listRows
        case .halfPageUp: chosen - max(1, listRows / 2)
        case .halfPageDown: chosen + max(1, listRows / 2)
        case .top: 0
        case .bottom: last
        }
        chosen = max(0, min(last, target))
    }

    /// One line a heading, each cut to `width`: the mark of the current section, two columns of
    /// indent a level below the outline's highest, the text (`…` when it goes on), the chosen one
    /// in the selection's style.
    private func lines(width: Int, theme: Theme) -> [StyledLine] {
        let top = outline.headings.map(\.level).min() ?? 1
        return outline.headings.enumerated().map { index, heading in
            let mark = DisplayText(sanitizing: index == current ? "▸ " : "  ")
            let indent = DisplayText(sanitizing: String(repeating: "  ", count: heading.level - top))
            let text = heading.continues ? heading.text + TextLayout.ellipsis : heading.text
            let line = TextLayout.truncate(StyledLine(mark + indent + text), toWidth: width)
            return index == chosen ? line.overlaid(with: theme[.selection]) : line
        }
    }
}
