import Foundation
import KijiData
import KijiModules
import QiitaAPI
import QiitaStub
import TerminalUI

@testable import kiji

/// The reader as the composition root builds it, over real parts: the shell on a memory terminal,
/// the ScreenFactory, items from QiitaStub on 127.0.0.1 through libcurl, the cache and read marks
/// in a SQLite file in a temporary folder. ``close()`` stops the stub and removes the folder.
@MainActor
final class ReaderOverStub {
    let shell: AppShell
    let factory: ScreenFactory
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 24, columns: 80))
    private let loop: EventLoop
    private let server: QiitaStubServer
    private let folder: URL

    /// Starts the stub with `itemCount` items and builds the reader over it, signed in as its demo user.
    init(itemCount: Int = 40) throws {
        server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: itemCount)))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-factory-\(UUID().uuidString)")
        let store = try CacheStore(path: folder.appendingPathComponent("cache.sqlite").path, origin: "qiita.com")
        loop = EventLoop(terminal: terminal, schedulesDraws: false)
        shell = AppShell(loop: loop, theme: .standard) {}
        loop.root = shell
        let client = ClientFactory.client(baseURL: server.baseURL, token: AccessToken(QiitaStubOptions.demoToken))
        var deps = Dependencies(
            items: CachedItemRepository(remote: RemoteItemRepository(client: client), store: store, namespace: "stub"), readMarks: PersistentReadMarks(store: store), perPage: 20,
            externals: SystemExternalActions(environment: [:]) { work in work() })
        deps.myItems = RemoteMyItems(client: client)
        deps.keptSearch = CachedKeptItemSearch(store: store)
        factory = ScreenFactory(navigator: shell, deps: deps)
    }

    /// How many items the signed-in user (the stub's demo user) wrote.
    var itemsOfTheSignedInUser: Int {
        server.corpus.userIndex(id: "alice").map { server.corpus.itemIndices(byUser: $0).count } ?? 0
    }

    /// The screen on top.
    var top: (any Screen)? { shell.screens.last }

    /// Draws a frame and returns the terminal's rows.
    func rows() -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }

    /// Whether the loop's spinner runs: a load is under way.
    var loopIsBusy: Bool { loop.isBusy }

    /// Sends keys to the shell, as the loop would.
    func press(_ keys: Key...) {
        for key in keys { shell.handle(.key(key)) }
    }

    /// Waits until the top screen is a list whose first page is in: its last fact counts the rows
    /// loaded of all there are, e.g. `20/40`.
    private func listLoaded() async -> Bool {
        await eventually {
            let counts = self.top?.status.facts.last?.string.split(separator: "/") ?? []
            return counts.count == 2 && counts.allSatisfy { Int($0) != nil }
        }
    }

    /// Presses Enter on the list on top once its first page is in; the screen it opened, or nil
    /// when the list did not load.
    func openSelectedItem() async -> (any Screen)? {
        guard await listLoaded() else { return nil }
        press(.enter)
        return top
    }

    func close() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Polls `condition` a bounded number of times, letting main-actor tasks and the network run in between.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
