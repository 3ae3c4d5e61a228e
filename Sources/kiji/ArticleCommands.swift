import ArgumentParser
import Localization

/// `kiji read ITEM`: one article, as the first screen or printed.
struct ReadItem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read", abstract: tr("Read one item, given its id or address."),
        discussion: tr("Opens the item as the first screen: a for the author's items, q to quit. With output that is not a terminal, prints the article as text at --width columns instead, laid out exactly as the screen shows it, except that foldable sections (<details>) are printed open."))

    @Argument(help: ArgumentHelp(tr("The item's id (20 hexadecimal digits) or address, e.g. https://qiita.com/alice/items/7e476343f4055a17c3e9.")))
    var item: String
    @OptionGroup var options: ReaderOptions
    @OptionGroup(title: tr("Print (output not a terminal)")) var printing: PrintOptions

    func run() throws {
        guard let id = ItemReference.itemID(in: item) else {
            Console.error(ItemReference.refusal(of: item))
            throw ExitCode(1)
        }
        try ReaderLauncher(options: options, start: .item(id), printing: printing).launch()
    }
}

/// `kiji preview FILE.md`: a local Markdown file in the reader's pager, following the file's changes.
struct PreviewFile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: tr("Preview a local Markdown file as kiji shows articles."),
        discussion: tr("Shows the file in the article pager and shows it again whenever it is saved, keeping the position. A Qiita CLI file's front matter gives the title and tags; its other keys are not shown. Mentions and tags open lists from the configured API (--demo: the stub's). With output that is not a terminal, prints the article as text at --width columns instead, laid out exactly as the screen shows it, except that foldable sections (<details>) are printed open."))

    @Argument(help: ArgumentHelp(tr("The Markdown file, e.g. public/my-article.md."))) var file: String
    @OptionGroup var options: ReaderOptions
    @OptionGroup(title: tr("Print (output not a terminal)")) var printing: PrintOptions

    func run() throws { try ReaderLauncher(options: options, start: .preview(file), printing: printing).launch() }
}
