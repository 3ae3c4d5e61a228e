import MarkdownText
import TerminalUI

/// Lays out Markdown blocks as terminal lines at a given width.
public enum MarkdownLayout {
    /// Lines no wider than `width` columns.
    public static func lines(for document: Document, width: Int, theme: Theme) -> [StyledLine] {
        TextLayout.wrap(document.blocks.map { StyledLine(DisplayText(sanitizing: $0.plainText)) }, toWidth: max(1, width))
    }
}
