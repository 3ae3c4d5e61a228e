import MarkdownText
import TerminalUI

/// Where an image standing alone sits in an article's laid-out lines: its placeholder's lines, or
/// its picture's rows once it has one.
public struct ArticleImageSpot: Hashable, Sendable {
    /// The image's address.
    public var address: String
    /// The first line it takes.
    public var line: Int
    /// How many lines it takes.
    public var rows: Int
    /// The column it starts at (after a quote's or a list's gutter).
    public var column: Int
    /// The columns it may take from there.
    public var availableColumns: Int

    /// A spot of your own.
    public init(address: String, line: Int, rows: Int, column: Int, availableColumns: Int) {
        self.address = address
        self.line = line
        self.rows = rows
        self.column = column
        self.availableColumns = availableColumns
    }

    /// The lines it takes.
    public var lines: Range<Int> { line..<line + rows }

    /// The image spots in `lines` laid out at `width`, top first: each run of lines leading to
    /// one `ArticleLink.image` is one spot.
    public static func all(in lines: [StyledLine], width: Int) -> [ArticleImageSpot] {
        var spots: [ArticleImageSpot] = []
        var previous: (address: String, line: Int)?
        for (index, line) in lines.enumerated() {
            guard let (address, column) = image(on: line) else { continue }
            if let previous, previous.address == address, previous.line == index - 1, var last = spots.popLast() {
                last.rows += 1
                spots.append(last)
            } else {
                spots.append(
                    ArticleImageSpot(address: address, line: index, rows: 1, column: column, availableColumns: max(1, width - column)))
            }
            previous = (address, index)
        }
        return spots
    }

    /// How many lines the spots above `line` grew by from `old` to `new` (the same images, laid
    /// out again with some pictures in): what the view must move by so that `line` stays in place.
    /// Nothing when the two do not list the same images.
    public static func growth(above line: Int, from old: [ArticleImageSpot], to new: [ArticleImageSpot]) -> Int {
        guard old.map(\.address) == new.map(\.address) else { return 0 }
        return zip(old, new).reduce(0) { total, pair in
            pair.0.line < line ? total + pair.1.rows - pair.0.rows : total
        }
    }

    /// The address of the image `line` leads to and the column its first such span starts at.
    private static func image(on line: StyledLine) -> (String, Int)? {
        var column = 0
        for span in line.spans {
            if let target = span.link, case .image(let address) = ArticleLink(target: target) { return (address, column) }
            column += span.text.width
        }
        return nil
    }

    /// The pixel widths that `<img width=…>` asks for in `document`, by image address (the first
    /// one given for an address).
    public static func requestedWidths(in document: Document) -> [String: Int] {
        var widths: [String: Int] = [:]
        collectWidths(in: document.blocks, into: &widths)
        return widths
    }

    private static func collectWidths(in blocks: [Block], into widths: inout [String: Int]) {
        for block in blocks {
            switch block {
            case let .image(_, url, _, width?): if widths[url] == nil { widths[url] = width }
            case let .quote(inner), let .note(_, inner): collectWidths(in: inner, into: &widths)
            case let .list(list): for item in list.items { collectWidths(in: item.blocks, into: &widths) }
            case let .details(details): collectWidths(in: details.blocks, into: &widths)
            default: break
            }
        }
    }
}
