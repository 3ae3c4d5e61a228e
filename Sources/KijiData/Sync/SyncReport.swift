import FoundationEssentials
import KijiDomain
import Localization

/// What a run of `kiji sync` did, or (a dry run) would do.
public struct SyncReport: Sendable, Equatable {
    /// Whether the run only counted (`--dry-run`): it fetched the lists' pages and kept nothing.
    public var isDryRun = false
    /// Whether it went on from a run stopped before it finished.
    public var resumed = false
    /// The lists it read: the stocks, the own articles, each timeline source.
    public var lists = 0
    /// Items it keeps (in more than one list, once).
    public var items = 0
    /// Of them, items not kept before or changed since (`updated_at`).
    public var newOrChangedItems = 0
    /// List pages the API answered "not modified" (304) for the `ETag` of the kept copy, which stood.
    public var pagesNotModified = 0
    /// Items whose comments it fetched (a dry run: would fetch).
    public var commentLists = 0
    /// Images it fetched (a dry run: not kept yet, so would fetch).
    public var imagesFetched = 0
    /// Images that were kept already.
    public var imagesKept = 0
    /// Bytes of bodies, comments and images it received.
    public var bytes = 0
    /// API requests it spent.
    public var requests = 0
    /// API requests left in the hour, as the last answer said.
    public var requestsLeft: Int?
    /// The one sentence of each item or image it could not fetch, in order; the run went on.
    public var failures: [String] = []
    /// Why it stopped before the end; nil when it finished.
    public var stop: SyncStop?

    /// An empty report.
    public init() {}
}

/// Why a run of `kiji sync` stopped before the end; its steps done stay done for the next run.
public enum SyncStop: Error, Sendable, Equatable {
    /// The next request would have spent the part of the hour's requests a run keeps back.
    case reserveReached(left: Int, limit: Int, resetsAt: Date)
    /// The API said the limit is used up.
    case rateLimited(resetsAt: Date?)
    /// The network or the API failed in a way that another request would not mend.
    case failed(LoadError)
    /// The cache could not keep what came.
    case cacheFailed(String)
    /// Without a token and without config.toml's `[timeline]`, no list is the user's to keep.
    case nothingToSync

    /// One sentence: why, and when or how to go on. `time` writes a reset time as the user reads it.
    public func sentence(time: (Date) -> String) -> String {
        switch self {
        case .reserveReached(let left, let limit, let resetsAt):
            tr(
                "Stopped to keep the last {left} of this hour's {limit} API requests for reading; run kiji sync again after {time} to go on.",
                ["left": String(left), "limit": String(limit), "time": time(resetsAt)])
        case .rateLimited(let resetsAt?):
            tr("The API's rate limit is used up; run kiji sync again after {time} to go on.", ["time": time(resetsAt)])
        case .rateLimited(nil):
            tr("The API's rate limit is used up; run kiji sync again later to go on.")
        case .failed(let error):
            tr("Stopped: {reason} Run kiji sync again to go on where it stopped.", ["reason": error.message])
        case .cacheFailed(let reason):
            tr("Stopped: the cache could not keep what came ({reason}).", ["reason": reason])
        case .nothingToSync:
            tr("Nothing to sync: with a token (kiji login) kiji sync keeps your stocks, your articles and the timeline of what you follow; without one, the timeline of config.toml's [timeline] tags and users.")
        }
    }
}
