import ArgumentParser
import ArticleLayout
import CodeHighlighter
import FoundationEssentials
import Glibc
import KijiDomain
import KijiModules
import MarkdownText
import TerminalUI

/// The print mode of `kiji read` and `kiji preview`: the article's lines, laid out by the same
/// function as the screen at `--width` columns, written to standard output as text.
///
/// Foldable sections are printed open. Plain text is laid out with the monochrome theme, as the
/// screen shows an article without colours; with styles (`--color`), with the configured theme and
/// code blocks coloured by the highlighter, waited for here (printing has no screen to keep moving).
struct ArticlePrinter {
    private let width: Int
    private let styled: Bool
    private let theme: Theme

    init(options: PrintOptions, settings: Settings) {
        width = options.width
        styled = options.usesColor(outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        theme = styled ? settings.preferredTheme : .monochrome
    }

    /// Prints a loaded item.
    func printItem(_ item: Item) {
        let body = MarkdownParser.parse(item.body)
        write(ItemArticle.article(of: item, body: body))
    }

    /// Prints the Markdown file at `path`; a file that cannot be read gets a sentence and exit status 1.
    func printDraft(at path: String) throws {
        let draft = try DraftFile.readOrExit(path)
        write(DraftArticle.article(of: draft, name: DraftFile.name(of: path), body: MarkdownParser.parse(draft.body)))
    }

    private func write(_ article: Article) {
        let lines = ArticleLayout.lines(
            for: article, width: width, theme: theme, folding: .allOpen(in: article.body), highlights: highlights(of: article.body))
        PrintedLines.write(lines, styled: styled) { Console.write($0, to: STDOUT_FILENO) }
    }

    /// The code colours of `body` when printing with styles; a reason they are missing goes to standard error.
    private func highlights(of body: Document) -> CodeHighlights {
        guard styled else { return .none }
        let requests = CodeHighlightRequests.all(in: body)
        guard !requests.isEmpty else { return .none }
        let highlighter = PygmentsHighlighter()
        let result = Blocking.run { await highlighter.highlights(for: requests) }
        highlighter.shutDown()
        if let problem = result.problem { Console.error(problem) }
        return result.highlights
    }
}
