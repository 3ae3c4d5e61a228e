import FoundationEssentials

/// What a run of `kiji sync` fetches, and how much of the API's hour it may spend.
public struct SyncSettings: Sendable {
    /// How many days back the timeline's items are fetched (config.toml's `sync_days`).
    public var timelineDays: Int
    /// Items per page, as the reader pages its lists, so that the kept pages are the ones it reads.
    public var perPage: Int
    /// The time the timeline's window ends at: now, or the demo corpus's own clock.
    public var now: Date
    /// The share of the hour's API requests a run never spends.
    public var reservedShare: Double
    /// The most pages read of one list (Qiita answers no page past 100).
    public var maxPagesPerList: Int

    /// Settings of your own; the defaults are the issue's: 7 days, 20 a page, 10 % kept back.
    public init(timelineDays: Int = 7, perPage: Int = 20, now: Date = Date(), reservedShare: Double = 0.1, maxPagesPerList: Int = 100) {
        self.timelineDays = timelineDays
        self.perPage = perPage
        self.now = now
        self.reservedShare = reservedShare
        self.maxPagesPerList = maxPagesPerList
    }

    /// The oldest creation time a timeline item may have to be fetched.
    var timelineStart: Date { now.addingTimeInterval(-Double(timelineDays) * 86_400) }

    /// The requests of a window of `limit` that a run leaves unspent: `reservedShare` of them, rounded up.
    func reserve(of limit: Int) -> Int {
        Int((Double(limit) * reservedShare).rounded(.up))
    }
}
