import FoundationEssentials
import KijiDomain
import Localization
import QiitaAPI

/// `kiji sync`: keeps, for the token's account, its stocks, its own articles and the timeline's
/// items of the last days, each with its body, comments and pictures, so that `--offline` reads them.
///
/// A run first reads the lists' pages (keeping each as the reader pages it), then each item's
/// comments and images. It is resumable: the cache's journal (``CacheStore/beginSync(at:resumeWithin:)``)
/// records every page and comment list fetched, so a run stopped at any point goes on without
/// fetching them again; across runs, a kept page is asked for with its `ETag` and a 304 keeps it
/// as it stands, comments already kept are fetched again only when the item's `updated_at` is
/// newer or its comment count differs, and a kept image never again. It
/// never spends the last ``SyncSettings/reservedShare`` of the hour's API requests: it stops first,
/// saying when it can go on. An item or image that fails alone is said and skipped; a failure of
/// the network or the API stops the run.
public struct LibrarySync: Sendable {
    private let api: SyncConnections
    private let store: CacheStore
    private let imagesKept: @Sendable (String) -> Bool
    private let settings: SyncSettings

    /// A run over `api`, keeping into `store`; `imagesKept` says whether an image address is kept already.
    public init(api: SyncConnections, store: CacheStore, imagesKept: @escaping @Sendable (String) -> Bool, settings: SyncSettings) {
        self.api = api
        self.store = store
        self.imagesKept = imagesKept
        self.settings = settings
    }

    /// Runs, reporting progress after each page and item; a dry run reads the lists' pages only,
    /// keeps nothing, and counts what a run would fetch.
    public func run(dryRun: Bool = false, progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async -> SyncReport {
        var run = SyncRun(settings: settings, dryRun: dryRun, progress: progress)
        do {
            if !dryRun, case .resumed = try keeping({ try store.beginSync(at: Date()) }) { run.report.resumed = true }
            let items = try await listedItems(&run)
            run.startFetching(total: items.count)
            for item in items {
                try await keepComments(of: item, &run)
                await keepImages(of: item, &run)
                run.itemDone()
            }
            if !dryRun { try keeping { try store.finishSync() } }
        } catch {
            run.report.stop = error
        }
        run.report.requestsLeft = api.rateLimit.latestRateLimit?.remaining
        return run.report
    }

    // MARK: Lists

    /// Every item of the lists to keep, once, in the order first listed.
    private func listedItems(_ run: inout SyncRun) async throws(SyncStop) -> [Item] {
        var sources: [(ItemListSource, window: Date?)] = []
        if api.account.hasToken {
            let me = try await accountUser(&run)
            sources += [(.stocks(me), nil), (.user(me), nil)]
        }
        sources += try await timelineSources(&run).map { ($0.itemList, settings.timelineStart) }
        var seen: Set<Item.ID> = []
        var items: [Item] = []
        for (source, window) in sources {
            run.report.lists += 1
            do {
                try await collect(source, since: window, &run) { item in
                    if seen.insert(item.id).inserted { items.append(item) }
                }
            } catch .failed(let error) where !Self.stopsTheRun(error) {
                run.report.failures.append(tr("The list {list}: {reason}", ["list": SyncListName.of(source), "reason": error.message]))
            }
        }
        return items
    }

    /// The token's user: as this run learnt it already, else from the API.
    private func accountUser(_ run: inout SyncRun) async throws(SyncStop) -> User.ID {
        let prefix = "account|"
        if !run.dryRun, let step = (try? store.syncSteps(startingWith: prefix))?.first {
            return User.ID(String(step.dropFirst(prefix.count)))
        }
        let me = try await request(&run) { () async throws(LoadError) in try await api.account.currentUser() }.id
        run.askedForTheAccount = true
        if !run.dryRun { try keeping { try store.markSyncStepDone(prefix + me.rawValue) } }
        return me
    }

    /// The tags and users the timeline merges: as this run kept them already, else asked (and
    /// kept by the sources); without a token or `[timeline]`, nothing is to sync. With a
    /// token they cost two requests (the followed tags and users), and a third when this run has
    /// not asked who the user is (``RememberedAccount`` answers it the second time).
    private func timelineSources(_ run: inout SyncRun) async throws(SyncStop) -> [FollowTarget] {
        let step = "timeline sources"
        if !run.dryRun, (try? store.isSyncStepDone(step)) == true, let kept = try? store.followedSources(namespace: store.origin) {
            return kept
        }
        let targets: [FollowTarget]
        do {
            targets = try await api.timeline.sources()
        } catch {
            guard api.account.hasToken else { throw .nothingToSync }
            try stopIfFatal(error)
            run.report.failures.append(error.message)
            return []
        }
        run.report.requests += api.account.hasToken ? (run.askedForTheAccount ? 2 : 3) : 0
        if !run.dryRun { try keeping { try store.markSyncStepDone(step) } }
        return targets
    }

    /// Reads the pages of `source` (those of items created since `window` when there is one),
    /// keeping each and handing its items to `found`; a page that fails alone (a 404, a server
    /// error) ends the list there, the pages before it kept.
    private func collect(_ source: ItemListSource, since window: Date?, _ run: inout SyncRun, found: (Item) -> Void) async throws(SyncStop) {
        let list = ListKey(source, namespace: store.origin)
        var number = 1
        while number <= settings.maxPagesPerList {
            let (page, changed) = try await page(number, of: source, list: list, &run)
            var pastWindow = false
            for item in page.elements {
                if let window, let created = item.createdAt, created < window {
                    pastWindow = true
                } else {
                    found(item)
                    if changed.contains(item.id) { run.newOrChanged.insert(item.id) }
                }
            }
            run.report.newOrChangedItems = run.newOrChanged.count
            run.listed(count: page.elements.count)
            guard !pastWindow, let next = page.nextPage, next > number else { return }
            number = next
        }
    }

    /// Page `number` of a list, and which of its items were new to the cache or changed since
    /// kept: the kept copy when this run fetched it already, or when the API, asked with the kept
    /// copy's `ETag`, answers that it stands (none then); else the page from the API, kept with its `ETag`.
    private func page(
        _ number: Int, of source: ItemListSource, list: ListKey, _ run: inout SyncRun
    ) async throws(SyncStop) -> (Page<Item>, changed: Set<Item.ID>) {
        let step = "page|\(list.rawValue)|\(number)|\(settings.perPage)"
        if !run.dryRun, (try? store.isSyncStepDone(step)) == true,
            let kept = try? store.page(list: list, number: number, perPage: settings.perPage) {
            return (kept.page, [])
        }
        let etag = (try? store.pageETag(list: list, number: number, perPage: settings.perPage)) ?? nil
        var answer = try await fetch(number, of: source, ifNoneMatch: etag, &run)
        if case .notModified = answer {
            if let kept = try? store.page(list: list, number: number, perPage: settings.perPage) {
                run.report.pagesNotModified += 1
                if !run.dryRun {
                    try keeping {
                        try store.confirmPage(list: list, number: number, perPage: settings.perPage)
                        try store.markSyncStepDone(step)
                    }
                }
                return (kept.page, [])
            }
            // The kept copy went (`kiji cache clear`) between asking and the answer: ask for the page whole.
            answer = try await fetch(number, of: source, ifNoneMatch: nil, &run)
        }
        guard case .fresh(let fresh, let freshETag) = answer else {
            throw .failed(LoadError(QiitaAPIError.http(status: 304, body: nil)))
        }
        run.report.bytes += fresh.elements.reduce(0) { $0 + $1.body.utf8.count }
        let changed = Set(fresh.elements.filter(isNewOrChanged).map(\.id))
        if !run.dryRun {
            try keeping {
                try store.savePage(fresh, list: list, number: number, perPage: settings.perPage, etag: freshETag)
                try store.markSyncStepDone(step)
            }
        }
        return (fresh, changed)
    }

    /// Page `number` of a list from the API, asked for with `etag` when there is one.
    private func fetch(
        _ number: Int, of source: ItemListSource, ifNoneMatch etag: String?, _ run: inout SyncRun
    ) async throws(SyncStop) -> Conditional<Page<Item>> {
        try await request(&run) { () async throws(LoadError) in
            try await api.items.items(in: source, page: number, perPage: settings.perPage, ifNoneMatch: etag)
        }
    }

    private func isNewOrChanged(_ item: Item) -> Bool {
        guard let kept = try? store.item(item.id) else { return true }
        return kept.updatedAt != item.updatedAt || kept.body.isEmpty
    }

    // MARK: Items

    /// Fetches and keeps the comments of `item`, unless they are kept and current.
    private func keepComments(of item: Item, _ run: inout SyncRun) async throws(SyncStop) {
        guard item.commentsCount > 0 else { return }
        let step = "comments|\(item.id.rawValue)"
        if !run.dryRun, (try? store.isSyncStepDone(step)) == true { return }
        if let kept = try? store.comments(of: item.id), kept.comments.count == item.commentsCount,
            kept.fetchedAt >= (item.updatedAt ?? .distantPast) {
            return
        }
        run.report.commentLists += 1
        if run.dryRun { return }
        do {
            let comments = try await request(&run) { () async throws(LoadError) in try await api.comments.comments(of: item.id) }
            run.report.bytes += comments.reduce(0) { $0 + $1.body.utf8.count }
            try keeping {
                try store.saveComments(comments, of: item.id)
                try store.markSyncStepDone(step)
            }
        } catch .failed(let error) where !Self.stopsTheRun(error) {
            run.report.commentLists -= 1
            run.report.failures.append(tr("The comments of “{title}”: {reason}", ["title": item.title, "reason": error.message]))
        }
    }

    /// Fetches and keeps the pictures of `item` not kept yet; a failed image is said and skipped.
    private func keepImages(of item: Item, _ run: inout SyncRun) async {
        let body = (try? store.item(item.id))?.body ?? item.body
        for address in ArticleImageAddresses.of(body.isEmpty ? item.body : body) {
            if imagesKept(address) {
                run.report.imagesKept += 1
                continue
            }
            if run.dryRun {
                run.report.imagesFetched += 1
                continue
            }
            do {
                let bytes = try await api.images.imageBytes(at: address)
                run.report.imagesFetched += 1
                run.report.bytes += bytes.count
            } catch {
                run.report.failures.append(tr("An image of “{title}”: {reason}", ["title": item.title, "reason": error.message]))
            }
        }
    }

    // MARK: Requests

    /// Makes one API request, unless it would spend the hour's reserve (as the last answer told it,
    /// until its window resets); a failure becomes the stop it calls for.
    private func request<T>(_ run: inout SyncRun, _ body: () async throws(LoadError) -> T) async throws(SyncStop) -> T {
        if let limit = api.rateLimit.latestRateLimit, limit.resetsAt > Date(), limit.remaining <= settings.reserve(of: limit.limit) {
            throw .reserveReached(left: limit.remaining, limit: limit.limit, resetsAt: limit.resetsAt)
        }
        run.report.requests += 1
        do {
            let value = try await body()
            run.report.requestsLeft = api.rateLimit.latestRateLimit?.remaining
            return value
        } catch {
            try stopIfFatal(error)
            throw .failed(error)
        }
    }

    /// Throws the stop `error` calls for when it ends the run (the rate limit, the network, the token).
    private func stopIfFatal(_ error: LoadError) throws(SyncStop) {
        if case .rateLimited(let resetsAt) = error.kind { throw .rateLimited(resetsAt: resetsAt) }
        if Self.stopsTheRun(error) { throw .failed(error) }
    }

    /// Whether a failure of one request ends the run: the network gone, the token refused, a cancel.
    private static func stopsTheRun(_ error: LoadError) -> Bool {
        switch error.kind {
        case .unreachable, .offline, .unauthorized, .cancelled, .rateLimited: true
        case .notFound, .server, .noFeed: false
        }
    }

    /// Runs a write to the cache; its failure stops the run.
    private func keeping<T>(_ write: () throws -> T) throws(SyncStop) -> T {
        do {
            return try write()
        } catch {
            throw .cacheFailed(String(describing: error))
        }
    }
}
