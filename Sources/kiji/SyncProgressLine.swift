import KijiData
import LeanFoundation
import Localization
import TerminalUI

/// The one line `kiji sync` redraws on a terminal: a bar, then items, images, bytes, the API
/// requests left and the time left, as many of the facts as fit the width beside the bar; the
/// last column is left free, so the line never makes the terminal wrap.
enum SyncProgressLine {
    /// The line for `progress` in `width` columns.
    static func text(_ progress: SyncProgress, width: Int) -> String {
        var facts: [String]
        switch progress.phase {
        case .listing:
            facts = [tr("Reading the lists: {count} items so far", ["count": String(progress.itemsTotal)])]
        case .fetching:
            facts = [
                tr("{done}/{total} items", ["done": String(progress.itemsDone), "total": String(progress.itemsTotal)]),
                tr("{count} images", ["count": String(progress.imagesDone)]),
                ByteCount.describe(progress.bytes),
            ]
        }
        if let left = progress.requestsLeft { facts.append(tr("{count} requests left", ["count": String(left)])) }
        if let seconds = progress.secondsLeft { facts.append(tr("about {time} left", ["time": duration(seconds)])) }
        // While fetching, facts give way to a bar of at least 8 (with its brackets and gap, 12 columns).
        let barRoom = progress.phase == .fetching ? 12 : 0
        while facts.count > 1, TextWidth.width(of: facts.joined(separator: " · ")) > width - 2 - barRoom { facts.removeLast() }
        let text = facts.joined(separator: " · ")
        let barWidth = min(30, width - TextWidth.width(of: text) - 5)
        guard progress.phase == .fetching, barWidth >= 5 else { return fitted(text, width: width) }
        let filled = Int((progress.fraction * Double(barWidth)).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]  " + text
    }

    /// `42 s`, `3 min 5 s`, `1 h 2 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole / 60 % 60) min"
    }

    /// `text` cut to `width` columns.
    private static func fitted(_ text: String, width: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let next = TextWidth.width(of: character)
            guard used + next <= max(0, width - 1) else { break }
            kept.append(character)
            used += next
        }
        return kept
    }
}
