import MarkdownText
import TerminalUI

/// Lays out a list: a marker per item and a hanging indent for its wrapped lines and nested blocks.
///
/// Bullets change with depth (`•`, `◦`, `▪`), ordered numbers are right-aligned from the list's
/// start, and task items show `[x]` or `[ ]` (in place of the bullet, or after the number).
struct MarkdownListLayout {
    let blocks: MarkdownBlockLayout

    /// The bullets, by depth.
    private static let bullets = ["•", "◦", "▪"]

    /// The list's lines; `depth` is the number of lists around it.
    func lines(for list: ListBlock, width: Int, depth: Int) -> [StyledLine] {
        let numbers = numbers(for: list)
        var result: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            let gutter = MarkdownGutter.hanging(marker(for: item, number: numbers?[index], depth: depth), style: blocks.style.normal)
            let lines = gutter.apply(width: width) { inner in
                blocks.lines(for: item.blocks, width: inner, listDepth: depth + 1, tight: list.isTight)
            }
            if !list.isTight, !result.isEmpty { result.append(StyledLine()) }
            result += lines
        }
        return result
    }

    /// The first-line marker of an item, ending in a space.
    private func marker(for item: ListItem, number: String?, depth: Int) -> String {
        let task: String? = switch item.task {
        case .checked: "[x]"
        case .unchecked: "[ ]"
        case nil: nil
        }
        switch (number, task) {
        case let (number?, task?): return "\(number) \(task) "
        case let (number?, nil): return "\(number) "
        case let (nil, task?): return "\(task) "
        case (nil, nil): return Self.bullets[depth % Self.bullets.count] + " "
        }
    }

    /// The item numbers of an ordered list as `n.`, right-aligned to the widest; `nil` for bullets.
    private func numbers(for list: ListBlock) -> [String]? {
        guard case let .ordered(start) = list.kind else { return nil }
        let labels = list.items.indices.map { index in
            let (number, overflow) = start.addingReportingOverflow(index)
            return "\(overflow ? Int.max : number)."
        }
        let widest = labels.map(\.count).max() ?? 0
        return labels.map { MarkdownSpans.spaces(widest - $0.count) + $0 }
    }
}
