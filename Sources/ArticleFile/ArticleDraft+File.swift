import LeanFoundation
import MarkdownText
import KijiDomain

extension ArticleDraft {
    /// The draft in a Markdown file as Qiita CLI writes one, given the file's text.
    ///
    /// A file may start with YAML front matter between two `---` lines (`title`, `tags` as a list,
    /// and keys such as `private`, `updated_at`, `id`, `organization_url_name`, `slide` or
    /// `ignorePublish`, of which only the title and tags are kept). Without front matter, a first
    /// line `# Title` is the title and leaves the body; otherwise the title is empty. Front matter
    /// that is not a YAML mapping is not front matter: the whole text is the body.
    public init(parsingFile text: String) {
        if let split = FrontMatterSplit(text), let keys = YAMLFrontMatter.mapping(split.yaml) {
            let title: String = if case .text(let title) = keys["title"] { title } else { "" }
            let tags: [String] = switch keys["tags"] {
            case .list(let names): names
            case .text(let names): names.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            case nil: []
            }
            self.init(title: title, tags: tags.filter { !$0.isEmpty }, body: split.body)
        } else if let heading = TitleLine(text) {
            self.init(title: heading.title, body: heading.body)
        } else {
            self.init(title: "", body: text)
        }
    }
}

/// A file's text cut at its front matter: the YAML between the first two `---` lines, and the rest.
///
/// Lines may end in LF or CRLF (Swift keeps CRLF as one character); the parts are joined with LF.
struct FrontMatterSplit {
    /// The YAML text.
    let yaml: String
    /// What follows the closing line.
    let body: String

    /// Nil unless `text` starts with a `---` line that a later `---` (or `...`) line closes.
    init?(_ text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let first = lines.first, first.trimmingTrailingBlanks == "---" else { return nil }
        guard let end = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingTrailingBlanks) }) else {
            return nil
        }
        yaml = lines[1..<end].joined(separator: "\n")
        body = lines[(end + 1)...].joined(separator: "\n")
    }
}

/// A first line `# Title`, as files written without front matter start.
struct TitleLine {
    /// The heading's text as it reads: its Markdown and HTML rendered to plain text (`# <b>Go</b>` is `Go`).
    let title: String
    /// The lines after it.
    let body: String

    /// Nil unless the first line is a level-1 ATX heading with text.
    init?(_ text: String) {
        let firstLine = text.prefix { !$0.isNewline }
        guard firstLine.hasPrefix("# "),
            case .heading(1, let spans) = MarkdownParser.parse(String(firstLine)).blocks.first
        else { return nil }
        let title = spans.plainText.trimmingWhitespace()
        guard !title.isEmpty else { return nil }
        self.title = title
        body = String(text.dropFirst(firstLine.count).drop(while: \.isNewline))
    }
}
extension Substring {
    /// The text without the spaces and tabs at its end.
    fileprivate var trimmingTrailingBlanks: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
