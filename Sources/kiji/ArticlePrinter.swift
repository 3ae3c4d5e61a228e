import ArgumentParser
import ArticleLayout
import CodeHighlighter
import FoundationEssentials
import Glibc
import KijiData
import KijiDomain
import KijiModules
import Localization
import MarkdownText
import TerminalImage
import TerminalUI

/// The print mode of `kiji read` and `kiji preview`: the article's lines, laid out by the same
/// function as the screen at `--width` columns, written to standard output as text.
///
/// Foldable sections are printed open. Plain text is laid out with the monochrome theme, as the
/// screen shows an article without colours; with styles (`--color`), with the configured theme and
/// code blocks coloured by the highlighter, waited for here (printing has no screen to keep moving).
/// With `--images symbols`, each image standing alone is fetched from `images` and printed in
/// colour blocks where the pager shows it (which implies styles); with `--images sixel`, `kitty`
/// or `iterm`, each of its rows is printed as one image in that protocol over a blank line, as high
/// as the cells of the terminal the print goes to (``TerminalCellSize``; the full screen's 10×20
/// pixels when it goes elsewhere); otherwise (`none`, and `auto`) it stays `[image: alt]`.
struct ArticlePrinter {
    private let width: Int
    private let styled: Bool
    private let theme: Theme
    private let drawsImages: Bool
    private let imageDisplay: ImageDisplay

    init(options: PrintOptions, settings: Settings, imageMode: ImageMode?) {
        width = options.width
        let mode = imageMode ?? .off
        drawsImages = mode != .auto && mode != .off
        styled = drawsImages || options.usesColor(outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        theme = styled ? settings.preferredTheme : .monochrome
        // Rows of pixels as high as the terminal's cells, when the print goes to one.
        let cell = drawsImages ? TerminalCellSize.ofStandardOutput() : nil
        imageDisplay = ImageDisplay(
            startsShown: drawsImages, maxRows: settings.config.imageMaxRows ?? 20, cellPixels: cell.map { ($0.width, $0.height) },
            pixels: ImageModeChoice.pixelProtocol(of: mode))
    }

    /// Prints a loaded item, its images from `images`.
    func printItem(_ item: Item, images: any ImageRepository) {
        let body = MarkdownParser.parse(item.body)
        write(ItemArticle.article(of: item, body: body), images: images)
    }

    /// Prints the Markdown file at `path`, its images from the files it names; a file that cannot
    /// be read gets a sentence and exit status 1.
    func printDraft(at path: String) throws {
        let draft = try DraftFile.readOrExit(path)
        write(
            DraftArticle.article(of: draft, name: DraftFile.name(of: path), body: MarkdownParser.parse(draft.body)),
            images: DraftImageFiles(draftPath: path))
    }

    private func write(_ article: Article, images: any ImageRepository) {
        let folding = ArticleFolding.allOpen(in: article.body)
        let highlights = highlights(of: article.body)
        var lines = ArticleLayout.lines(
            for: article, width: width, theme: theme, folding: folding, highlights: highlights, words: .translated)
        var pixelRows: [String: PixelRows] = [:]
        if drawsImages {
            let display = imageDisplay
            let widths = ArticleImageSpot.requestedWidths(in: article.body)
            let laid = lines
            let drawn = Blocking.run {
                await PrintedImages.pictures(in: laid, width: width, requestedWidths: widths, from: images, display: display)
            }
            for failure in drawn.failures { Console.error(tr("kiji: image {address} not shown: {reason}", ["address": failure.address, "reason": failure.reason])) }
            lines = ArticleLayout.lines(
                for: article, width: width, theme: theme, folding: folding, highlights: highlights, pictures: drawn.pictures,
                words: .translated)
            pixelRows = drawn.pixelRows
        }
        PrintedLines.write(lines, styled: styled, pixels: pixelLines(in: lines, rows: pixelRows)) { Console.write($0, to: STDOUT_FILENO) }
    }

    /// The escapes to print at the start of each line an image in `rows` takes, by line: each row
    /// kept within its own cells, so that printing never scrolls the terminal by itself.
    private func pixelLines(in lines: [StyledLine], rows: [String: PixelRows]) -> [Int: String] {
        guard !rows.isEmpty else { return [:] }
        var escapes: [Int: String] = [:]
        for spot in ArticleImageSpot.all(in: lines, width: width) {
            guard let image = rows[spot.address] else { continue }
            for index in 0..<min(spot.rows, image.cutRows.count) {
                escapes[spot.line + index] = String(repeating: " ", count: spot.column) + image.cutRows[index]
            }
        }
        return escapes
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
