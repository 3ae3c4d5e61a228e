import Synchronization

/// The stub's mutable state: stocks changed by PUT and DELETE, comments posted, edited and deleted,
/// rate counters, faults, the request log.
final class StubState: Sendable {
    private struct Values {
        var stockAdded: [Int: [Int]] = [:]
        var stockRemoved: [Int: Set<Int>] = [:]
        var follows = FollowState()
        var comments = PostedComments()
        var requestCounts: [String: Int] = [:]
        var faults: [StubFaultRule] = []
        var latency: Double = 0
        var log: [StubRequest] = []
    }

    private let values = Mutex(Values())
    private let logFile: RequestLogFile?
    /// When the current rate-limit window began, in UNIX seconds.
    let windowStart: Int

    init(latency: Double, now: Int, requestLogPath: String? = nil) {
        windowStart = now
        logFile = requestLogPath.flatMap(RequestLogFile.init(path:))
        values.withLock { $0.latency = latency }
    }

    /// Remembers a request (the newest 10,000), and writes its line to the log file when there is one.
    func record(_ request: StubRequest) {
        values.withLock { values in
            values.log.append(request)
            if values.log.count > 10_000 { values.log.removeFirst(values.log.count - 10_000) }
            logFile?.append(request.logLine)
        }
    }

    /// The requests received, oldest first.
    var requests: [StubRequest] { values.withLock { $0.log } }

    /// Counts a request against `client`'s window and returns how many it has made.
    func countRequest(from client: String) -> Int {
        values.withLock { values in
            values.requestCounts[client, default: 0] += 1
            return values.requestCounts[client]!
        }
    }

    /// The fault for this request, if a rule matches; a rule with a count is used up by it.
    func takeFault(method: String, path: String) -> StubFault? {
        values.withLock { values in
            guard let index = values.faults.firstIndex(where: { $0.matches(method: method, path: path) }) else {
                return nil
            }
            let fault = values.faults[index].fault
            if let remaining = values.faults[index].remaining {
                if remaining <= 1 { values.faults.remove(at: index) } else { values.faults[index].remaining = remaining - 1 }
            }
            return fault
        }
    }

    /// Replaces the fault rules.
    func setFaults(_ rules: [StubFaultRule]) { values.withLock { $0.faults = rules } }
    /// Adds a fault rule after the existing ones.
    func addFault(_ rule: StubFaultRule) { values.withLock { $0.faults.append(rule) } }
    /// The fault rules in force.
    var faults: [StubFaultRule] { values.withLock { $0.faults } }

    /// Seconds added before every response.
    var latency: Double {
        get { values.withLock { $0.latency } }
        set { values.withLock { $0.latency = newValue } }
    }

    /// The tags `user` follows, most recently followed first: follows first, then `base`, minus unfollows.
    func followedTags(ofUser user: Int, base: [String]) -> [String] {
        values.withLock { $0.follows.tags(ofUser: user, base: base) }
    }

    /// The users `user` follows, most recently followed first: follows first, then `base`, minus unfollows.
    func followees(ofUser user: Int, base: [Int]) -> [Int] {
        values.withLock { $0.follows.users(ofUser: user, base: base) }
    }

    /// Records that `user` followed or unfollowed a tag (compared without regard to case).
    func setFollowing(_ following: Bool, user: Int, tag: String) {
        values.withLock { $0.follows.set(following, user: user, tag: tag) }
    }

    /// Records that `user` followed or unfollowed the user `followee`.
    func setFollowing(_ following: Bool, user: Int, followee: Int) {
        values.withLock { $0.follows.set(following, user: user, followee: followee) }
    }

    /// A user's stocks, most recent first: PUTs first, then the corpus's own, minus DELETEs.
    func stocks(ofUser user: Int, base: [Int]) -> [Int] {
        values.withLock { values in
            let added = values.stockAdded[user] ?? []
            let removed = values.stockRemoved[user] ?? []
            return added.reversed() + base.filter { !removed.contains($0) && !added.contains($0) }
        }
    }

    /// Records that `user` stocked or unstocked `item`.
    func setStock(_ stocked: Bool, user: Int, item: Int) {
        values.withLock { values in
            values.stockAdded[user, default: []].removeAll { $0 == item }
            if stocked {
                values.stockAdded[user, default: []].append(item)
                values.stockRemoved[user, default: []].remove(item)
            } else {
                values.stockRemoved[user, default: []].insert(item)
            }
        }
    }

    /// The item's comments, oldest first: `generated` as clients changed them, then the posted ones.
    func comments(ofItem slot: Int, generated: [CorpusComment]) -> [CorpusComment] {
        values.withLock { $0.comments.comments(ofItem: slot, generated: generated) }
    }

    /// How far the item's comment count differs from the corpus's, after posts and deletions.
    func commentCountChange(ofItem slot: Int) -> Int {
        values.withLock { $0.comments.countChange(ofItem: slot) }
    }

    /// Keeps a new comment on the item in `slot`; `makeID` turns the posted comment's number into its id.
    func postComment(
        onItem slot: Int, body: String, author: Int, at time: Int, makeID: (Int) -> String
    ) -> CorpusComment {
        values.withLock { values in
            let number = CommentGenerator.firstPostedNumber + values.comments.postedCount % CommentGenerator.firstPostedNumber
            values.comments.postedCount += 1
            let comment = CorpusComment(id: makeID(number), body: body, authorIndex: author, createdAt: time, updatedAt: time)
            values.comments.posted[slot, default: []].append(comment)
            return comment
        }
    }

    /// Changes a comment's body and returns it as changed.
    func editComment(_ comment: CorpusComment, onItem slot: Int, body: String, at time: Int) -> CorpusComment {
        values.withLock { $0.comments.edit(comment, slot: slot, body: body, at: time) }
    }

    /// Deletes a comment.
    func deleteComment(_ id: String, onItem slot: Int) {
        values.withLock { $0.comments.delete(id, slot: slot) }
    }
}
