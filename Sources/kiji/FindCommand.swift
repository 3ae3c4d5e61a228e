import ArgumentParser
import FoundationEssentials
import Glibc
import KijiData
import LeanFoundation
import Localization

/// `kiji find WORDS`: the kept items that hold every word, found offline in the cache's search index.
struct FindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: tr("Kept items holding every word, found offline (titles count most)."),
        discussion: tr("Searches the titles, tags, authors, bodies and comments the cache keeps for the configured API, without the network. A word of one or two characters is matched letter for letter; longer words anywhere, in any script. The status is 1 when nothing matches."))

    @Argument(help: ArgumentHelp(tr("The words every match holds."))) var words: [String]
    @Flag(name: .long, help: ArgumentHelp(tr("Print the matches as a JSON array, for scripts."))) var json = false
    @Option(name: .long, help: ArgumentHelp(tr("The most matches to print, 1 to 1000."))) var limit = 20
    @Option(name: .long, help: ArgumentHelp(tr("Marks on the matched words: auto (only on a terminal), always or never.")))
    var color: PrintOptions.ColorChoice = .auto
    @Flag(name: .long, help: ArgumentHelp(tr("Search what the demo kept (kiji --demo, kiji sync --demo), not the configured API's.")))
    var demo = false
    @OptionGroup(title: tr("Demo")) var stub: StubOptions

    func validate() throws {
        guard !words.joined().trimmingWhitespace().isEmpty else {
            throw ValidationError(tr("Give the words to find, e.g. kiji find 形態素解析."))
        }
        guard (1...1000).contains(limit) else { throw ValidationError(tr("--limit must be between 1 and 1000.")) }
    }

    func run() throws {
        let store = try CacheOpening.open(
            environment: ProcessInfo.processInfo.environment, origin: demo ? ReaderLauncher.demoNamespace(stub) : nil)
        if let notice = store.notice { Console.error(notice) }
        if let indexed = try store.prepareSearchIndex() {
            Console.error(trn(
                "The search index was made again from the cache ({count} kept item).",
                "The search index was made again from the cache ({count} kept items).", count: indexed))
        }
        let matches = try store.search(words.joined(separator: " "), limit: limit)
        store.notices.drain().forEach { Console.error($0) }
        if json {
            Console.write(try FoundMatches.json(matches) + "\n", to: STDOUT_FILENO)
        } else {
            let marked = color == .always || (color == .auto && isatty(STDOUT_FILENO) == 1)
            FoundMatches.lines(matches, marked: marked).forEach { Console.write($0 + "\n", to: STDOUT_FILENO) }
        }
        if matches.isEmpty { throw ExitCode(1) }
    }
}

/// `kiji cache reindex`: makes the search index again from what the cache keeps.
struct CacheReindexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reindex", abstract: tr("Make the search index of kept items again (kiji find uses it)."))

    func run() throws {
        let store = try CacheOpening.open(environment: ProcessInfo.processInfo.environment)
        if let notice = store.notice { Console.out(notice) }
        let count = try store.reindex()
        store.notices.drain().forEach { Console.out($0) }
        Console.out(trn(
            "Indexed {count} kept item of {origin} in {path}.", "Indexed {count} kept items of {origin} in {path}.",
            count: count, ["origin": store.origin, "path": store.path]))
    }
}
