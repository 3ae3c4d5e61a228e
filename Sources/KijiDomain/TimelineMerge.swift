import FoundationEssentials

/// One item of the timeline, and the followed tags and users it is there for.
public struct TimelineEntry: Sendable, Hashable, Identifiable {
    /// The item, as a list row needs it.
    public var summary: ItemSummary
    /// Why it is there (`#swift`, `@alice`), in the order the sources gave it.
    public var reasons: [FollowTarget]

    /// The item id.
    public var id: Item.ID { summary.id }

    /// Creates an entry.
    public init(summary: ItemSummary, reasons: [FollowTarget]) {
        self.summary = summary
        self.reasons = reasons
    }
}

/// How a call for more timeline items ended.
public enum TimelineProgress: Sendable, Hashable {
    /// This many entries were added, and more may follow.
    case loaded(added: Int)
    /// This many entries were added, and every source is read to its end.
    case finished(added: Int)
    /// This many entries were added before a source failed (the rate limit, say); what was
    /// merged stays, and asking again later goes on from where it stopped.
    case stopped(added: Int, LoadError)
}

/// The timeline: items of several sources (tags, users), each a list paged newest first, merged
/// newest first with one cursor per source and de-duplicated by item id.
///
/// Pages are read only as more entries are asked for: to give the next entry the merge needs the
/// head of every source, so it reads a source's next page only when that source's read items are
/// used up, and never reads ahead. An item several sources list is one entry with every reason.
@MainActor
public final class TimelineMerge {
    /// Reads one page (from 1) of a source's items, newest first.
    public typealias PageReader = @Sendable (FollowTarget, Int) async throws(LoadError) -> Page<Item>

    /// The entries merged so far, newest first.
    public private(set) var entries: [TimelineEntry] = []
    /// Pages read so far, over every source.
    public private(set) var pagesRead = 0
    /// The rate limit the most recent page reported.
    public private(set) var rateLimit: RateLimitStatus?

    private var cursors: [Cursor]
    private var positions: [Item.ID: Int] = [:]
    private let readPage: PageReader

    /// Creates a merge of `sources` (duplicates are merged into one); nothing is read yet.
    public init(sources: [FollowTarget], readPage: @escaping PageReader) {
        var unique: [FollowTarget] = []
        for source in sources where !unique.contains(where: { $0.isSame(as: source) }) { unique.append(source) }
        cursors = unique.map(Cursor.init)
        self.readPage = readPage
    }

    /// Whether every source is read to its end and merged.
    public var isFinished: Bool { cursors.allSatisfy { $0.buffer.isEmpty && $0.nextPage == nil } }

    /// Merges up to `count` more entries, reading the pages that needs and no more.
    public func loadMore(_ count: Int) async -> TimelineProgress {
        var added = 0
        while added < count {
            do {
                try await fillHeads()
            } catch {
                return .stopped(added: added, error)
            }
            guard let newest = newestHead() else { return .finished(added: added) }
            let item = cursors[newest].buffer.removeFirst()
            var reasons = [cursors[newest].source]
            for index in cursors.indices where index != newest && cursors[index].buffer.first?.id == item.id {
                cursors[index].buffer.removeFirst()
                reasons.append(cursors[index].source)
            }
            if let position = positions[item.id] {
                for reason in reasons where !entries[position].reasons.contains(reason) { entries[position].reasons.append(reason) }
                continue
            }
            positions[item.id] = entries.count
            entries.append(TimelineEntry(summary: ItemSummary(item), reasons: reasons))
            added += 1
        }
        return isFinished ? .finished(added: added) : .loaded(added: added)
    }

    /// Reads the next page of every source whose read items are used up; a source that no longer
    /// exists (404) ends there.
    private func fillHeads() async throws(LoadError) {
        for index in cursors.indices {
            while cursors[index].buffer.isEmpty, let number = cursors[index].nextPage {
                let page: Page<Item>
                do {
                    page = try await readPage(cursors[index].source, number)
                } catch let error where error.kind == .notFound {
                    cursors[index].nextPage = nil
                    break
                }
                pagesRead += 1
                if let limit = page.rateLimit { rateLimit = limit }
                cursors[index].buffer = page.elements
                cursors[index].nextPage = page.nextPage.flatMap { $0 > number ? $0 : nil }
            }
        }
    }

    /// The cursor whose first item is the newest; the first listed source wins a tie.
    private func newestHead() -> Int? {
        var best: (index: Int, date: Date)?
        for index in cursors.indices {
            guard let head = cursors[index].buffer.first else { continue }
            let date = head.createdAt ?? .distantPast
            if best == nil || date > best!.date { best = (index, date) }
        }
        return best?.index
    }
}

/// One source's place in the merge: the items read and not merged yet, and the next page.
private struct Cursor {
    let source: FollowTarget
    var buffer: [Item] = []
    var nextPage: Int? = 1

    init(_ source: FollowTarget) { self.source = source }
}
