import FoundationEssentials
import ArgumentParser
import Glibc
import KijiDomain
import LeanFoundation
import Localization
import TerminalUI

/// The `kiji` command line.
@main
struct Kiji: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiji",
        abstract: tr("A full-screen terminal reader for Qiita."),
        discussion: tr("kiji opens the list config.toml's home names: the trend on qiita.com, the newest items on any other API. Move with the arrow keys or j/k, Enter to read, a for the author's items, / to search, ? for every key, q to go back. kiji read ITEM opens one item by id or address, kiji preview FILE.md shows a local Markdown file as it is written; with output redirected, both print the article as text instead.")
            + "\n\n"
            + tr("Options go after the command (kiji trend --demo); every list command takes --demo (no network or account needed), --offline (only what the cache kept) and --images MODE. kiji help home lists them all.")
            + "\n\n"
            + tr("kiji --demo runs everything against kiji's own stub Qiita API on 127.0.0.1, so it works without a network or an account. QIITA_ACCESS_TOKEN, when set, is sent as a Bearer token to the configured API host only; otherwise kiji login saves one. Settings live in config.toml (kiji config path); command-line options override them."),
        version: KijiVersion.description,
        subcommands: [
            HomeItems.self, AllItems.self, TrendItems.self, TimelineItems.self, MyArticles.self, UserItems.self, TagItems.self, SearchItems.self, MyStocks.self, ReadItem.self, PreviewFile.self, FindCommand.self, SyncCommand.self,
            Login.self, Logout.self, Whoami.self, ConfigCommand.self, CacheCommand.self,
        ],
        defaultSubcommand: HomeItems.self)

    /// Gives SIGTSTP its default action, takes descriptors 0–2, loads the message catalog for the user's language, then runs the
    /// command line; output that could not be written ends it with status 1. Help and the
    /// parser's errors come in the user's language, wrapped to the terminal (``LocalizedHelp``).
    static func main() {
        JobControl.takeDefaultAtStart()
        StandardDescriptors.holdOpen()
        OutputFailure.checkBufferedOutputAtExit()
        MessageCatalog.load()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(saying: error)
        }
    }

    /// The names a command line may start with: each subcommand's, and `help`.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// Ends the run as swift-argument-parser would for `error` (help, the version, a usage error, a
    /// failure), its text through ``LocalizedHelp``: on standard output with status 0, else on
    /// standard error. A word where a command goes gets a ``CommandHint`` in place of the parser's
    /// usage. A completion script or the help dump is written as the parser made it.
    private static func exit(saying error: any Error) -> Never {
        let code = exitCode(for: error)
        let arguments = CommandLine.arguments.dropFirst()
        let machineText = arguments.contains { $0.hasPrefix("--generate-completion-script") || $0 == "--experimental-dump-help" }
        var text = fullMessage(for: error, columns: machineText ? nil : LocalizedHelp.unwrapped)
        if let unexpected = LocalizedHelp.captures(of: message(for: error), in: "Unexpected argument '{}'")?.first,
            let hint = CommandHint(unexpected: unexpected, arguments: Array(arguments), commands: commandNames) {
            text = (["Error: " + hint.lines[0]] + hint.lines.dropFirst() + ["  See 'kiji --help' for more information."]).joined(separator: "\n")
        }
        if !machineText {
            let width = LocalizedHelp.width(environment: ProcessInfo.processInfo.environment, terminalColumns: WindowSize.columns(of: STDOUT_FILENO))
            text = LocalizedHelp.text(text, width: width)
        }
        if !text.isEmpty {
            Console.write(text + "\n", to: code == .success ? STDOUT_FILENO : STDERR_FILENO)
        }
        Glibc.exit(code.rawValue)
    }
}

/// `kiji` alone: the list config.toml's `home` names.
struct HomeItems: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: tr("The first screen config.toml's home names (the default): the trend on qiita.com, the newest items elsewhere."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, start: .home).launch() }
}

/// `kiji all`: the newest items.
struct AllItems: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "all", abstract: tr("The newest items."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, source: .all).launch() }
}

/// `kiji trend`: the site's trend, read from its popular-items feed.
struct TrendItems: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend", abstract: tr("The trend: the site's popular items, from its feed (no API request)."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, start: .trend).launch() }
}

/// `kiji timeline`: the followed tags' and users' items, merged newest first.
struct TimelineItems: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: tr("The items of the tags and users you follow (without a token: [timeline] in config.toml), newest first."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, start: .timeline).launch() }
}

/// `kiji mine`: the token user's own articles, with page views.
struct MyArticles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mine", abstract: tr("Your articles, with page views, likes, stocks and comments (needs kiji login)."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, start: .mine).launch() }
}

/// `kiji user NAME`: one user's items.
struct UserItems: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "user", abstract: tr("A user's items."))

    @Argument(help: ArgumentHelp(tr("The user's login name, e.g. alice."))) var name: String
    @OptionGroup var options: ReaderOptions

    func validate() throws { try ArgumentChecks.requireWord(name, message: tr("The user name must be one word without spaces.")) }

    func run() throws { try ReaderLauncher(options: options, source: .user(.init(name))).launch() }
}

/// `kiji tag NAME`: items with a tag.
struct TagItems: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tag", abstract: tr("Items with a tag."))

    @Argument(help: ArgumentHelp(tr("The tag, e.g. Swift."))) var name: String
    @OptionGroup var options: ReaderOptions

    func validate() throws { try ArgumentChecks.requireWord(name, message: tr("The tag must be one word without spaces.")) }

    func run() throws { try ReaderLauncher(options: options, source: .tag(.init(name))).launch() }
}

/// `kiji search QUERY`: the results of a Qiita search.
struct SearchItems: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: tr("Items matching a Qiita search query."))

    @Argument(help: ArgumentHelp(tr("The query: words, tag:NAME, user:NAME, title:WORD."))) var query: [String]
    @OptionGroup var options: ReaderOptions

    func validate() throws {
        guard !query.joined().trimmingWhitespace().isEmpty else {
            throw ValidationError(tr("Give a search query, e.g. kiji search tag:swift."))
        }
    }

    func run() throws { try ReaderLauncher(options: options, source: .search(query.joined(separator: " "))).launch() }
}

/// `kiji stocks`: the items the token's user stocked.
struct MyStocks: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stocks", abstract: tr("Your stocks (needs kiji login)."))

    @OptionGroup var options: ReaderOptions

    func run() throws { try ReaderLauncher(options: options, start: .myStocks).launch() }
}

/// Checks shared by the subcommands.
enum ArgumentChecks {
    /// Rejects an API root that is not an http or https URL with a host; nil passes.
    static func requireAPIRoot(_ text: String?) throws {
        guard let text else { return }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
            throw ValidationError(tr("--base-url must be an http or https URL, e.g. https://qiita.com/api/v2."))
        }
    }

    /// Rejects empty names and names with spaces or control characters, with `message`.
    static func requireWord(_ text: String, message: String) throws {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }) else {
            throw ValidationError(message)
        }
    }
}
