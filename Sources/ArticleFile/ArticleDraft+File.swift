import LeanFoundation
import MarkdownText
import KijiDomain

extension ArticleDraft {
    /// The draft in a Markdown file as Qiita CLI writes one, given the file's text.
    ///
    /// A file may start with YAML front matter between two `---` lines (`title`, `tags` as a list,
    /// and keys such as `private`, `updated_at`, `id`, `organization_url_name`, `slide` or
    /// `ignorePublish`, of which only the title and tags are kept), or the same keys in an HTML comment
    /// from `<!--` to `-->` (as qiita-sync writes them, tags separated by commas; a comment without a
    /// `title` is not front matter). Without front matter, a first
    /// line `# Title` is the title and leaves the body; otherwise the title is empty. Front matter
    /// that is not a YAML mapping is not front matter: the whole text is the body.
    public init(parsingFile text: String) {
        if let split = FrontMatterSplit(text) ?? FrontMatterSplit(htmlComment: text), let keys = YAMLFrontMatter.mapping(split.yaml),
           !split.isComment || keys["title"] != nil {
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
    /// Whether the front matter is an HTML comment rather than `---` lines.
    var isComment = false

    /// Nil unless `text` starts with a `---` line that a later `---` (or `...`) line closes.
    init?(_ text: String) {
        var lines = LeadingLines(text)
        guard let first = lines.next(), first.trimmingTrailingBlanks == "---" else { return nil }
        var inside: [Substring] = []
        while let line = lines.next() {
            if ["---", "..."].contains(line.trimmingTrailingBlanks) {
                yaml = inside.joined(separator: "\n")
                body = lines.rest
                return
            }
            inside.append(line)
        }
        return nil
    }
}

extension FrontMatterSplit {
    /// Nil unless `text` starts with a `<!--` line that a later line ending in `-->` closes; the YAML is
    /// what lies between, on those lines too.
    init?(htmlComment text: String) {
        guard text.hasPrefix("<!--") else { return nil }
        var lines = LeadingLines(text)
        var inside: [String] = []
        while let line = lines.next() {
            inside.append(String(line))
            guard line.trimmingTrailingBlanks.hasSuffix("-->") else { continue }
            inside[0].removeFirst(4)
            inside[inside.count - 1] = String(Substring(inside[inside.count - 1]).trimmingTrailingBlanks.dropLast(3))
            yaml = inside.joined(separator: "\n")
            body = lines.rest
            isComment = true
            return
        }
        return nil
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
