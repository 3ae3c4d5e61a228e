import FoundationEssentials
import KijiDomain

/// The counts of one run of ``LibrarySync`` as it goes, and its progress reports.
struct SyncRun {
    let settings: SyncSettings
    let dryRun: Bool
    let progress: @Sendable (SyncProgress) -> Void
    var report = SyncReport()
    /// Items new to the cache or changed since kept, by id.
    var newOrChanged: Set<Item.ID> = []
    /// Whether this run asked the API who the token's user is (a resumed run takes it from the journal).
    var askedForTheAccount = false
    private var listedSoFar = 0
    private var itemsDone = 0
    private var itemsTotal = 0
    private var fetchingSince: ContinuousClock.Instant?

    init(settings: SyncSettings, dryRun: Bool, progress: @escaping @Sendable (SyncProgress) -> Void) {
        self.settings = settings
        self.dryRun = dryRun
        self.progress = progress
        report.isDryRun = dryRun
    }

    /// A page of `count` items was listed.
    mutating func listed(count: Int) {
        listedSoFar += count
        progress(SyncProgress(phase: .listing, itemsTotal: listedSoFar, bytes: report.bytes, requestsLeft: report.requestsLeft))
    }

    /// The lists are read: `total` items are to be fetched.
    mutating func startFetching(total: Int) {
        itemsTotal = total
        report.items = total
        fetchingSince = .now
        report(secondsLeft: nil)
    }

    /// One item's comments and images are done.
    mutating func itemDone() {
        itemsDone += 1
        var secondsLeft: Double?
        if let fetchingSince, itemsDone > 0 {
            let elapsed = fetchingSince.duration(to: .now)
            let perItem = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            secondsLeft = perItem / Double(itemsDone) * Double(itemsTotal - itemsDone)
        }
        report(secondsLeft: secondsLeft)
    }

    private func report(secondsLeft: Double?) {
        progress(SyncProgress(
            phase: .fetching, itemsDone: itemsDone, itemsTotal: itemsTotal,
            imagesDone: report.imagesFetched + report.imagesKept, bytes: report.bytes,
            requestsLeft: report.requestsLeft, secondsLeft: secondsLeft))
    }
}
