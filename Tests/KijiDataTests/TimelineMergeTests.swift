import Foundation
import KijiDomain
import Synchronization
import Testing

/// The timeline's merge with hand-made sources: order, duplicates, reasons, lazy paging, the rate limit.
@MainActor
@Suite("TimelineMerge with stub sources")
struct TimelineMergeTests {
    /// Sources as lists of (item id, minutes after a fixed time), newest first, served `perPage` at a time.
    final class StubSources: Sendable {
        let lists: [FollowTarget: [(String, Int)]]
        let perPage: Int
        let failing = Mutex<[FollowTarget: LoadError]>([:])
        let reads = Mutex<[(FollowTarget, Int)]>([])

        init(_ lists: [FollowTarget: [(String, Int)]], perPage: Int = 2) {
            self.lists = lists
            self.perPage = perPage
        }

        func page(_ source: FollowTarget, _ number: Int) throws(LoadError) -> Page<Item> {
            reads.withLock { $0.append((source, number)) }
            if let error = failing.withLock({ $0[source] }) { throw error }
            guard let list = lists[source] else { throw LoadError(kind: .notFound, message: "gone") }
            let slice = list.dropFirst((number - 1) * perPage).prefix(perPage)
            let items = slice.map { id, minutes in
                Item(id: Item.ID(id), title: id, author: User(id: User.ID("x")), createdAt: Date(timeIntervalSince1970: Double(minutes * 60)))
            }
            let next = number * perPage < list.count ? number + 1 : nil
            return Page(elements: items, nextPage: next, rateLimit: RateLimitStatus(remaining: 50 - number, limit: 60, resetsAt: Date(timeIntervalSince1970: 9_999)))
        }

        var readCount: Int { reads.withLock { $0.count } }
    }

    private let swift = FollowTarget.tag(Tag("swift"))
    private let rust = FollowTarget.tag(Tag("rust"))
    private let alice = FollowTarget.user(User.ID("alice"))

    private func merge(_ sources: StubSources, _ order: [FollowTarget]) -> TimelineMerge {
        TimelineMerge(sources: order) { source, number throws(LoadError) in try sources.page(source, number) }
    }

    @Test func merge_isNewestFirstAcrossSources() async {
        let sources = StubSources([swift: [("s1", 90), ("s2", 50), ("s3", 10)], alice: [("a1", 70), ("a2", 60), ("a3", 5)]])
        let timeline = merge(sources, [swift, alice])
        #expect(await timeline.loadMore(10) == .finished(added: 6))
        #expect(timeline.entries.map(\.id.rawValue) == ["s1", "a1", "a2", "s2", "s3", "a3"])
        #expect(timeline.entries.map(\.reasons) == [[swift], [alice], [alice], [swift], [swift], [alice]])
    }

    @Test func itemInTwoSources_isOneEntryWithBothReasons() async {
        let sources = StubSources([swift: [("both", 90), ("s2", 50)], alice: [("a1", 95), ("both", 90)]])
        let timeline = merge(sources, [swift, alice])
        _ = await timeline.loadMore(10)
        #expect(timeline.entries.map(\.id.rawValue) == ["a1", "both", "s2"])
        #expect(timeline.entries[1].reasons == [swift, alice])
        #expect(swift.description == "#swift" && alice.description == "@alice")
    }

    @Test func pages_areReadOnlyAsEntriesAreAskedFor() async {
        let long = (0..<200).map { ("s\($0)", 10_000 - $0) }
        let other = (0..<200).map { ("r\($0)", 5_000 - $0) }
        let sources = StubSources([swift: long, rust: other], perPage: 20)
        let timeline = merge(sources, [swift, rust])
        #expect(await timeline.loadMore(20) == .loaded(added: 20))
        // The first page of each source, for their heads; nothing more.
        #expect(sources.readCount == 2)
        #expect(await timeline.loadMore(20) == .loaded(added: 20))
        #expect(sources.readCount == 3)
        #expect(timeline.pagesRead == 3)
        #expect(timeline.entries.allSatisfy { $0.id.rawValue.hasPrefix("s") })
        #expect(timeline.rateLimit?.remaining == 48)
    }

    @Test func rateLimit_keepsWhatWasMergedAndSaysWhenItResets_thenGoesOn() async {
        let sources = StubSources([swift: (0..<6).map { ("s\($0)", 100 - $0) }, alice: (0..<6).map { ("a\($0)", 50 - $0) }])
        let timeline = merge(sources, [swift, alice])
        #expect(await timeline.loadMore(2) == .loaded(added: 2))
        let resetsAt = Date(timeIntervalSince1970: 1_800_000_000)
        let limited = LoadError(kind: .rateLimited(resetsAt: resetsAt), message: "Qiita's rate limit is used up.")
        sources.failing.withLock { $0[swift] = limited }
        #expect(await timeline.loadMore(5) == .stopped(added: 0, limited))
        #expect(timeline.entries.map(\.id.rawValue) == ["s0", "s1"])
        sources.failing.withLock { $0 = [:] }
        #expect(await timeline.loadMore(20) == .finished(added: 10))
        #expect(timeline.entries.map(\.id.rawValue) == ["s0", "s1", "s2", "s3", "s4", "s5", "a0", "a1", "a2", "a3", "a4", "a5"])
    }

    @Test func sourceThatIsGone_endsAndTheOthersGoOn() async {
        let sources = StubSources([alice: [("a1", 10)]])
        let timeline = merge(sources, [swift, alice])
        #expect(await timeline.loadMore(5) == .finished(added: 1))
        #expect(timeline.entries.map(\.id.rawValue) == ["a1"])
    }

    @Test func sameSourceTwice_isReadOnce() async {
        let sources = StubSources([swift: [("s1", 10)]])
        let timeline = merge(sources, [swift, .tag(Tag("Swift"))])
        #expect(await timeline.loadMore(5) == .finished(added: 1))
        #expect(sources.readCount == 1)
    }

    @Test func noSources_isFinishedAtOnce() async {
        let timeline = merge(StubSources([:]), [])
        #expect(await timeline.loadMore(5) == .finished(added: 0))
        #expect(timeline.isFinished)
    }
}
