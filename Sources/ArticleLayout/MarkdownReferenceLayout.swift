import MarkdownText
import TerminalUI

/// Lays out the sections after an article: its numbered links and its footnotes.
struct MarkdownReferenceLayout {
    let blocks: MarkdownBlockLayout

    /// A dim `Links` heading and one `[n] url` entry per reference, each linking to its URL.
    func links(_ references: [LinkReference], width: Int) -> [StyledLine] {
        let entries = references.map { reference in
            (label: "[\(reference.number)]", url: reference.url)
        }
        let labelWidth = entries.map { TextWidth.width(of: $0.label) }.max() ?? 0
        return section(DisplayText(sanitizing: blocks.style.words.links), width: width) + entries.flatMap { entry in
            gutter(entry.label, width: labelWidth).apply(width: width) { inner in
                TextLayout.wrap(MarkdownSpans.line(entry.url, blocks.style.link, link: MarkdownSpans.target(ofURL: entry.url)), toWidth: inner)
            }
        }
    }

    /// A dim `Footnotes` heading and each footnote's blocks after its `[^n]` label.
    func footnotes(_ footnotes: [Footnote], width: Int) -> [StyledLine] {
        let labels = footnotes.map { "[^\($0.number)]" }
        let labelWidth = labels.map { TextWidth.width(of: $0) }.max() ?? 0
        let tight = footnotes.allSatisfy { $0.blocks.count <= 1 }
        var lines = section(DisplayText(sanitizing: blocks.style.words.footnotes), width: width)
        for (index, (label, footnote)) in zip(labels, footnotes).enumerated() {
            if !tight, index > 0 { lines.append(StyledLine()) }
            lines += gutter(label, width: labelWidth).apply(width: width) { inner in
                blocks.lines(for: footnote.blocks, width: inner)
            }
        }
        return lines
    }

    /// The heading line of a section.
    private func section(_ title: DisplayText, width: Int) -> [StyledLine] {
        TextLayout.wrap(StyledLine(title, style: blocks.style.dim.merged(with: Style(attributes: .bold))), toWidth: width)
    }

    /// A hanging indent behind `label`, padded so that entries line up.
    private func gutter(_ label: String, width: Int) -> MarkdownGutter {
        MarkdownGutter.hanging(label + MarkdownSpans.spaces(width - TextWidth.width(of: label) + 1), style: blocks.style.dim)
    }
}
