import LeanFoundation
import MarkdownText

/// The prose of an excerpt: what a reader of a list row should see of it, without the Markdown or
/// HTML an author's source may carry (a feed made from the source, or an excerpt that quotes it).
///
/// The excerpt is read with MarkdownText's parser (cmark-gfm and Qiita's notes), whose
/// ``MarkdownText/Document/proseLines`` leave out tables, code, formulas, images, notes' `:::` lines
/// and footnotes, and keep a link's or a tag's text only. A line that starts with `|` is a table row
/// too: an excerpt is cut after some 120 characters, so a table's header can come without the
/// delimiter row that would make it a table. An excerpt is text whose indentation means nothing, so
/// each line is read without the white space that starts it: an indented line is not code.
enum ExcerptProse {
    /// The first line of `excerpt` that has prose, as prose, trimmed; empty when none has.
    static func firstLine(of excerpt: String) -> String {
        let text = TextLines.lines(of: excerpt).map { $0.drop(while: \.isWhitespace) }.joined(separator: "\n")
        return MarkdownParser.parse(text).proseLines.lazy.map { $0.trimmingWhitespaceAndNewlines() }
            .first { !$0.isEmpty && !$0.hasPrefix("|") } ?? ""
    }
}
