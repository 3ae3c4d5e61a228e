import ArgumentParser
import QiitaStub

/// Command-line options that shape the demo's stub API.
struct StubOptions: ParsableArguments {
    @Option(name: .long, help: "Port for the stub on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 0

    @Option(name: .long, help: "Items in the demo corpus (1 to 1,000,000).")
    var items: Int = 1000

    @Option(name: .long, help: "Seed of the demo corpus.")
    var seed: UInt64 = CorpusOptions().seed

    @Flag(name: .long, help: "Mix terminal-hostile titles, names and bodies into the corpus.")
    var hostile = false

    @Option(name: .long, help: "Seconds of latency the stub adds to every response.")
    var latency: Double = 0

    mutating func validate() throws {
        guard (1...1_000_000).contains(items) else { throw ValidationError("--items must be between 1 and 1000000.") }
        guard latency >= 0, latency <= 60 else { throw ValidationError("--latency must be between 0 and 60 seconds.") }
    }

    var stubOptions: QiitaStubOptions {
        QiitaStubOptions(
            port: port, corpus: CorpusOptions(seed: seed, itemCount: items, includeHostile: hostile), latency: latency)
    }
}
