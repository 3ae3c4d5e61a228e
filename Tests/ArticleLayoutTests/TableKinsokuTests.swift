import Conformance
import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

/// A table cell's lines follow the line-breaking rules of a paragraph (issue 25): no cell line
/// starts with closing punctuation or small kana, even where a word longer than the column is cut.
struct TableKinsokuTests {
    /// Characters kinsoku keeps from starting a line: full-width closing brackets, Japanese
    /// punctuation and marks, `ー` and small kana. (ASCII closers are left out: in the real articles'
    /// cells of code, `}` rightly starts the line after a `<br>`, which the grid cannot tell apart.)
    static let forbiddenStarts = Set("」』）］｝〉》】、。，．・：；？！ーｰぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶｧｨｩｪｫｯｬｭｮ")

    @Test func narrowCell_carriesTheLetterBeforeACommaToTheNextLine() {
        let markdown = """
        | 技術 | 特徴 |
        | --- | --- |
        | x | JavaScript、C# 向け |
        """
        let lines = texts(markdown, width: 21)
        #expect(lines.contains { $0.hasSuffix("│ JavaScrip  │") })
        #expect(lines.contains { $0.hasSuffix("│ t、C# 向け │") })
        #expect(cellLines(of: lines).allSatisfy { !startsForbidden($0) })
    }

    @Test func realArticleTable_at40Columns_hasNoCellLineStartingWithAComma() throws {
        let (name, text) = try ConformanceMaterial.article(startingWith: "07-")
        let lines = texts(ConformanceMaterial.withoutFrontMatter(text), width: 40)
        let cells = cellLines(of: lines)
        #expect(cells.count > 20, "\(name): the table is laid out as a grid")
        #expect(cells.contains { $0.contains("C# 向け") })
        for cell in cells {
            #expect(!startsForbidden(cell), "\(name) at 40: \(cell)")
        }
    }

    /// Every table of every real article, alone, at each width from 30 to 120: grid cells and record
    /// lines. A line may start with a forbidden character only where kinsoku cannot help: when that
    /// character with the ones like it around the break and the character before them is wider than the column.
    @Test func realArticleTables_atWidths30To120_haveNoLineStartingWithAForbiddenCharacter() throws {
        var tables = 0
        for name in try ConformanceMaterial.articleNames() {
            let document = MarkdownParser.parse(try ConformanceMaterial.articleBody(name))
            for table in Self.tables(in: document.blocks) {
                tables += 1
                for width in 30...120 {
                    let lines = texts(MarkdownLayout.lines(for: Document(blocks: [.table(table)]), width: width, theme: .monochrome))
                    let isGrid = lines.first?.hasPrefix("┌") == true
                    for (previous, line, columnWidth) in isGrid ? gridColumns(of: lines) : records(lines, width: width) {
                        guard startsForbidden(line) else { continue }
                        let carried = previous.reversed().prefix { Self.forbiddenStarts.contains($0) }
                        let before = previous.dropLast(carried.count).last.map { TextWidth.width(of: $0) } ?? 0
                        let unit = before + TextWidth.width(of: String(carried)) + TextWidth.width(of: String(line.prefix { Self.forbiddenStarts.contains($0) }))
                        #expect(unit > columnWidth, "\(name) at \(width): \(previous) / \(line)")
                    }
                }
            }
        }
        #expect(tables >= 10)
    }

    /// Each cell line of a grid with the line above it in the same cell (empty at a row's first
    /// line) and the column's width.
    private func gridColumns(of lines: [String]) -> [(previous: String, line: String, width: Int)] {
        var result: [(String, String, Int)] = []
        var above: [String] = []
        for line in lines {
            guard line.hasPrefix("│") else {
                above = []
                continue
            }
            let cells = line.split(separator: "│", omittingEmptySubsequences: false).dropFirst().dropLast()
            let texts = cells.map { String($0.drop { $0 == " " }).trimmingTrailingSpaces }
            for (column, cell) in cells.enumerated() {
                result.append((column < above.count ? above[column] : "", texts[column], TextWidth.width(of: String(cell)) - 2))
            }
            above = texts
        }
        return result
    }

    /// Each line of records with the line before it, at the width of the screen.
    private func records(_ lines: [String], width: Int) -> [(previous: String, line: String, width: Int)] {
        lines.indices.map { ($0 > 0 ? lines[$0 - 1].trimmingTrailingSpaces : "", lines[$0], width) }
    }

    /// The text of each cell on each grid line, without the padding around it.
    private func cellLines(of lines: [String]) -> [String] {
        gridColumns(of: lines).map(\.line).filter { !$0.isEmpty }
    }

    private func startsForbidden(_ text: String) -> Bool {
        text.first.map { Self.forbiddenStarts.contains($0) } ?? false
    }

    /// The tables among `blocks`, inside quotes, lists, notes and sections too.
    private static func tables(in blocks: [Block]) -> [Table] {
        blocks.flatMap { block -> [Table] in
            switch block {
            case let .table(table): [table]
            case let .quote(inner), let .note(_, inner): tables(in: inner)
            case let .details(details): tables(in: details.blocks)
            case let .list(list): list.items.flatMap { tables(in: $0.blocks) }
            default: []
            }
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
