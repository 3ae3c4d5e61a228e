import ArgumentParser
import Foundation
import QiitaStub

/// The `kiji` command line.
@main
struct Kiji: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiji",
        abstract: "A full-screen terminal reader for Qiita.",
        discussion: """
            kiji --demo starts kiji's own stub Qiita API on 127.0.0.1 with a bundled corpus, so
            everything works without a network or an account.
            """,
        version: KijiVersion.current)

    @Flag(name: .long, help: "Start the stub Qiita API on 127.0.0.1 with the bundled corpus.")
    var demo = false

    @OptionGroup var stub: StubOptions

    func run() async throws {
        guard demo else {
            throw ValidationError("The reader screens are not built yet; run kiji --demo to start the stub API.")
        }
        try await DemoServer(options: stub.stubOptions).serveUntilInterrupted()
    }
}
