import Foundation
import KijiData
import KijiDomain
import KijiModules
import QiitaAPI
import QiitaStub
import TerminalUI

// MARK: - A long list read with PgDn held, past Qiita's caps

/// One page of a long list as the reader fetched it: its size, whether it came from a search by
/// date, how long it took (the API over loopback, decoding, writing to the cache), and how many
/// rows were loaded below the selection's screen when it was asked for.
struct PageTiming {
    var perPage: Int
    var bySearch: Bool
    var milliseconds: Double
    var rowsAhead: Int
    var loadedBefore: Int
}

/// The repository kiji runs on (the API and the cache), timing each page it fetches.
@MainActor
final class TimedItems: ItemRepository {
    private let inner: CachedItemRepository
    private(set) var timings: [PageTiming] = []
    /// Rows loaded below the screen, and rows loaded, at the moment of asking.
    var position: @MainActor () -> (ahead: Int, loaded: Int) = { (0, 0) }

    init(_ inner: CachedItemRepository) { self.inner = inner }

    func cachedItems(in source: ItemListSource, page: Int, perPage: Int) async -> CachedPage<Item>? {
        await inner.cachedItems(in: source, page: page, perPage: perPage)
    }

    func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        let (ahead, loaded) = position()
        let start = now()
        let fetched = try await inner.items(in: source, page: page, perPage: perPage)
        var bySearch = false
        if case .search = source { bySearch = true }
        timings.append(PageTiming(
            perPage: perPage, bySearch: bySearch, milliseconds: Double(now() - start) / 1e6, rowsAhead: ahead, loadedBefore: loaded))
        return fetched
    }

    func cachedItem(_ id: Item.ID) async -> Item? { await inner.cachedItem(id) }

    func item(_ id: Item.ID) async throws(LoadError) -> Item { try await inner.item(id) }
}

/// The item list's view as kiji draws it, reduced to what paging needs: a ``ListView`` of two-line
/// rows that follows the presenter's state, drawn on a memory terminal.
@MainActor
final class PagingView: ItemListViewInterface {
    let list = ListView(source: CountedRows())
    private let terminal: MemoryTerminal
    private let canvas: Canvas

    init(size: TerminalSize) {
        terminal = MemoryTerminal(size: size)
        canvas = Canvas(terminal: terminal)
        list.loadingIndicator = "Loading…"
    }

    func show(_ state: RowsViewState) {
        list.source.numberOfRows = state.rowCount
        list.isLoading = state.isLoading
        list.reloadData()
        if let row = state.selectionRequest { list.select(row: row) }
    }

    func setBusy(_ busy: Bool) {}
    func showNote(_ message: String) {}

    /// Draws a frame; returns whether it shows the loading row.
    func drawShowsLoadingRow() -> Bool {
        terminal.beginFrame()
        list.draw(in: canvas)
        terminal.endFrame()
        return terminal.rows.contains { $0.contains("Loading…") }
    }
}

/// Two-line rows, as many as are loaded.
@MainActor
final class CountedRows: ListDataSource {
    var numberOfRows = 0
    func height(ofRow row: Int, width: Int) -> Int { 2 }
    func render(row: Int, width: Int) -> [StyledLine] { [StyledLine(DisplayText(sanitizing: "row \(row)")), StyledLine()] }
}

/// Nothing read: the rows' read state plays no part in paging.
final class NoReadMarks: ReadMarks {
    func isRead(_ id: Item.ID) -> Bool { false }
    func setRead(_ read: Bool, _ id: Item.ID) {}
}

/// No routes: the benchmark only pages.
@MainActor
final class NoRoutes: ItemListRouterInterface {
    func showItem(_ item: ItemSummary) {}
    func showAuthor(_ user: User.ID) {}
    func showStocks(of user: User.ID) {}
}

/// `kiji --demo --items 30000` at 80×24 with PgDn held at 30 keys a second, as the e2e script
/// long-lists does, in one process: the stub, the real cache and API client, the item list's
/// presenter and interactor. Reports each kind of page's latency (20-item pages up to item 2,000,
/// 100-item pages up to item 10,000, searches by date after it), the margin the prefetch leaves
/// (rows loaded below the screen when a page is asked for, in time at the selection's speed), and
/// the frames that showed a loading row.
@MainActor
func benchLongList(items: Int = 30_000, through target: Int = 12_000, keysPerSecond: Double = 30) async {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-bench-long-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: items)))
        defer { server.stop() }
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: server.baseURL, accessToken: AccessToken(QiitaStubOptions.demoToken),
            transport: .standard(userAgent: "kiji-bench")))
        let store = try CacheStore(path: folder + "/cache.sqlite", origin: "qiita.com")
        let repository = TimedItems(CachedItemRepository(remote: RemoteItemRepository(client: client), store: store, namespace: "bench"))
        let interactor = ItemListInteractor(source: .all, repository: repository, readMarks: NoReadMarks(), perPage: 20)
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: NoRoutes())
        let view = PagingView(size: TerminalSize(rows: 22, columns: 80))
        presenter.view = view
        repository.position = { [unowned view] in
            let list = view.list
            return (list.source.numberOfRows - (list.topRow + list.rowsInView), list.source.numberOfRows)
        }
        presenter.viewDidLoad()
        while presenter.isLoading { try await Task.sleep(for: .milliseconds(5)) }
        _ = view.drawShowsLoadingRow()

        var loadingFrames: [Int] = []
        var keys = 0
        let start = now()
        let interval = 1e9 / keysPerSecond
        while view.list.source.numberOfRows < target, Double(now() - start) < 300e9 {
            view.list.perform(.pageDown)
            presenter.didMoveSelection(to: view.list.selection, rowsInView: view.list.rowsInView)
            keys += 1
            if view.drawShowsLoadingRow() { loadingFrames.append(view.list.source.numberOfRows) }
            let due = start + UInt64(Double(keys) * interval)
            let left = Int64(due) - Int64(now())
            if left > 0 { try await Task.sleep(for: .nanoseconds(left)) } else { await Task.yield() }
        }
        let seconds = Double(now() - start) / 1e9
        let rowsPerSecond = Double(view.list.rowsInView) * keysPerSecond
        reportLongList(
            repository.timings, rowsPerSecond: rowsPerSecond, loadingFrames: loadingFrames, keys: keys, seconds: seconds,
            loaded: view.list.source.numberOfRows)
    } catch {
        report("Long list with PgDn held", iterations: 0, ns: .nan, note: "failed: \(error)")
    }
}

/// One line per kind of page, one per switch, and one for the loading rows seen.
@MainActor
private func reportLongList(_ timings: [PageTiming], rowsPerSecond: Double, loadingFrames: [Int], keys: Int, seconds: Double, loaded: Int) {
    func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }
    let phases: [(String, (PageTiming) -> Bool)] = [
        ("20-item pages (to item 2,000)", { $0.perPage == 20 }),
        ("100-item pages (items 2,000 to 10,000)", { $0.perPage == 100 && !$0.bySearch }),
        ("searches by date (past item 10,000)", { $0.bySearch }),
    ]
    for (name, belongs) in phases {
        let pages = timings.filter(belongs)
        guard !pages.isEmpty else { continue }
        let latency = pages.map(\.milliseconds)
        // The margin: how long the selection, moving at the held key's speed, takes to bring the
        // end of the loaded rows into view from where it was when the page was asked for (the
        // first page, asked for before anything is shown, has none).
        let margins = pages.filter { $0.loadedBefore > 0 }.map { Double(max(0, $0.rowsAhead)) / rowsPerSecond * 1000 }
        let p95 = percentile(latency, 0.95)
        let minMargin = margins.min() ?? 0
        report(
            "Long list, PgDn held: \(name)", iterations: pages.count, ns: percentile(latency, 0.5) * 1e6,
            extra: ["latency_ms_p95": p95, "latency_ms_max": latency.max() ?? 0, "margin_ms_min": minMargin,
                    "margin_ms_median": percentile(margins, 0.5), "margin_over_p95_latency": minMargin / p95],
            note: String(
                format: "%d pages, latency median %.1f / p95 %.1f / max %.1f ms; margin min %.0f / median %.0f ms, %.1f× the p95 latency",
                pages.count, percentile(latency, 0.5), p95, latency.max() ?? 0, minMargin, percentile(margins, 0.5), minMargin / p95))
    }
    for (name, index) in [
        ("the switch to 100-item pages (page 21 at item 2,000)", timings.firstIndex { $0.perPage == 100 }),
        ("the switch to searches by date (item 10,000)", timings.firstIndex { $0.bySearch }),
    ] {
        guard let index else { continue }
        let page = timings[index]
        let margin = Double(max(0, page.rowsAhead)) / rowsPerSecond * 1000
        report(
            "Long list, PgDn held: \(name)", iterations: 1, ns: page.milliseconds * 1e6,
            extra: ["margin_ms": margin, "rows_ahead": Double(page.rowsAhead), "loaded_before": Double(page.loadedBefore)],
            note: String(format: "asked with %d rows below the screen, a margin of %.0f ms; took %.1f ms", page.rowsAhead, margin, page.milliseconds))
    }
    report(
        "Long list, PgDn held: frames showing the loading row", iterations: keys, ns: seconds * 1e9 / Double(max(keys, 1)),
        extra: ["loading_frames": Double(loadingFrames.count), "rows_per_second": rowsPerSecond, "loaded": Double(loaded)],
        note: "\(loadingFrames.count) of \(keys) frames at \(String(format: "%.0f", Double(keys) / seconds)) keys/s (\(Int(rowsPerSecond)) rows/s), \(loaded) items loaded"
            + (loadingFrames.isEmpty ? "" : "; at counts \(loadingFrames.prefix(12).map(String.init).joined(separator: " "))"))
}
