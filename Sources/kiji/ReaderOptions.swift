import ArgumentParser
import FoundationEssentials
import KijiData
import Localization
import QiitaAPI
import QiitaStub

/// Options every way of starting the reader takes.
struct ReaderOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(tr("Browse kiji's own stub Qiita API on 127.0.0.1 with its bundled corpus.")))
    var demo = false

    @Option(name: .long, help: ArgumentHelp(tr("The API root of any Qiita-compatible API, e.g. https://TEAM.qiita.com/api/v2 (default: config.toml's base_url, else https://qiita.com/api/v2).")))
    var baseURL: String?

    @Flag(name: .long, help: ArgumentHelp(tr("Never touch the network: show only what the cache kept.")))
    var offline = false

    @Option(name: .long, help: ArgumentHelp(tr("Items per page, 1 to 100 (default: config.toml's per_page, else 20).")))
    var perPage: Int?

    @Option(name: .long, help: ArgumentHelp(tr("Seconds a request may take in all (1 to 300); connecting gets a third of it, at most 10.")))
    var timeout: Double = 30

    @Option(name: .long, help: ArgumentHelp(tr("How articles show their images: auto (asks the terminal), symbols (colour blocks), sixel, kitty or iterm (pixels), or off (no images; none is taken for off); printed, auto is off (default: config.toml's images, else auto).")))
    var images: ImageMode?

    @OptionGroup(title: tr("Demo")) var stub: StubOptions

    mutating func validate() throws {
        if let perPage, !(1...100).contains(perPage) { throw ValidationError(tr("--per-page must be between 1 and 100.")) }
        try ArgumentChecks.requireAPIRoot(baseURL)
        guard (1...300).contains(timeout) else { throw ValidationError(tr("--timeout must be between 1 and 300 seconds.")) }
    }

    /// Transfer limits for `--timeout`: the standard ones, scaled down when the timeout is shorter.
    var transport: TransportConfiguration {
        var configuration = TransportConfiguration.standard(userAgent: KijiVersion.userAgent)
        configuration.totalTimeout = timeout
        configuration.connectTimeout = min(configuration.connectTimeout, max(1, timeout / 3))
        configuration.lowSpeedTime = min(configuration.lowSpeedTime, max(1, Int(timeout / 3)))
        return configuration
    }
}

/// Options that shape the demo's stub API.
struct StubOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(tr("Port for the demo stub on 127.0.0.1 (0 picks a free one).")))
    var port: UInt16 = 0

    @Option(name: .long, help: ArgumentHelp(tr("Items in the demo corpus (1 to 1,000,000).")))
    var items: Int = 1000

    @Option(name: .long, help: ArgumentHelp(tr("Seed of the demo corpus.")))
    var seed: UInt64 = CorpusOptions().seed

    @Flag(name: .long, help: ArgumentHelp(tr("Mix terminal-hostile titles, names and bodies into the demo corpus.")))
    var hostile = false

    @Option(name: .long, help: ArgumentHelp(tr("Seconds of latency the demo stub adds to every response.")))
    var latency: Double = 0

    @Option(name: .long, help: ArgumentHelp(tr("Every how many demo items one ends with a picture of its own (0, the default: only the hand-written articles have pictures).")))
    var pictureEvery: Int = 0

    mutating func validate() throws {
        guard (1...1_000_000).contains(items) else { throw ValidationError(tr("--items must be between 1 and 1000000.")) }
        guard latency >= 0, latency <= 60 else { throw ValidationError(tr("--latency must be between 0 and 60 seconds.")) }
        guard pictureEvery >= 0 else { throw ValidationError(tr("--picture-every must be 0 or more.")) }
    }

    /// The stub's options.
    var stubOptions: QiitaStubOptions {
        QiitaStubOptions(
            port: port, corpus: CorpusOptions(seed: seed, itemCount: items, includeHostile: hostile, pictureEvery: pictureEvery), latency: latency,
            requestLogPath: ProcessInfo.processInfo.environment[QiitaStubOptions.requestLogVariable])
    }
}

extension ImageMode: ExpressibleByArgument {
    /// A mode by its name; `none` is taken for `off`.
    public init?(argument: String) {
        self.init(rawValue: argument == "none" ? "off" : argument)
    }
}
