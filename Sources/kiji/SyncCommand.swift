import ArgumentParser
import FoundationEssentials
import Glibc
import KijiData
import LeanFoundation
import Localization

/// `kiji sync`: keeps the stocks, the own articles and the timeline's recent items, with their
/// comments and images, for reading offline.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: tr("Keep your stocks, your articles and the timeline's recent items, with comments and images, for reading offline."),
        discussion: tr("Run it before a trip; then kiji --offline reads what it kept, and kiji find searches it. It goes on where a stopped run stopped, fetches nothing it has (an item's comments again only when the item changed), and never spends the last tenth of the hour's API requests: it stops first and says when to go on. On a terminal it shows its progress; otherwise it prints one summary line. The status is 1 when it stopped before the end."))

    @OptionGroup var options: ReaderOptions
    @Flag(name: .long, help: ArgumentHelp(tr("Say what a run would fetch and how many API requests it costs, keeping nothing (the lists are still read).")))
    var dryRun = false
    @Option(name: .long, help: ArgumentHelp(tr("Days of the timeline to keep, 1 to 365 (default: config.toml's sync_days, else 7).")))
    var days: Int?

    func validate() throws {
        guard !options.offline else { throw ValidationError(tr("kiji sync fetches from the network; --offline does not go with it.")) }
        if let days, !(1...365).contains(days) { throw ValidationError(tr("--days must be between 1 and 365.")) }
    }

    func run() throws {
        let settings = Settings.load()
        settings.reportProblems()
        let connection = try SyncConnection(options: options, settings: settings)
        if let note = connection.withheldNote { Console.error(note) }
        let sync = connection.librarySync(settings: SyncSettings(
            timelineDays: days ?? settings.config.syncDays ?? 7, perPage: settings.perPage(option: options.perPage),
            now: connection.clock))
        let line = SyncProgressDisplay(descriptor: STDERR_FILENO)
        let dryRun = dryRun
        let report = Blocking.run { await sync.run(dryRun: dryRun) { line.show($0) } }
        line.clear()
        connection.store.notices.drain().forEach { Console.error($0) }
        for failure in SyncSummary.failureLines(report) { Console.error(failure) }
        SyncSummary.lines(report).forEach { Console.out($0) }
        if let stop = report.stop {
            Console.error(stop.sentence { LocalDateTime($0, in: .system).clockText })
            throw ExitCode(1)
        }
    }
}
