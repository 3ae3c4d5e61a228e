import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

/// The timeline over libcurl from the stub: alice's followed tags and users, merged lazily, the
/// rate limit's 403, a follow showing on the next refresh, and the kept pages offline.
@MainActor
@Suite("The timeline against the stub")
struct TimelineAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder
        let store: CacheStore
        let client: QiitaClient

        init() throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 2000)))
            folder = try TemporaryFolder()
            store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
            client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, accessToken: AccessToken(QiitaStubOptions.demoToken),
                transport: .standard(userAgent: "kiji/test"), retry: .never))
        }

        deinit { server.stop() }

        var follows: RemoteFollowRepository { RemoteFollowRepository(client: client) }

        func sources() -> FollowedTimelineSources {
            FollowedTimelineSources(account: RemoteAccountRepository(client: client), follows: follows)
        }

        func items(online: Bool = true) -> CachedItemRepository {
            CachedItemRepository(remote: online ? RemoteItemRepository(client: client) : nil, store: store, namespace: "stub")
        }

        @MainActor
        func timeline(_ sources: [FollowTarget], online: Bool = true) -> TimelineMerge {
            let items = items(online: online)
            return TimelineMerge(sources: sources) { source, number throws(LoadError) in
                try await items.pageOrKept(in: source.itemList, page: number, perPage: 20).page
            }
        }

        func requests(containing part: String) -> [StubRequest] { server.requests.filter { $0.path.contains(part) } }
    }

    @Test func followedTagsAndUsers_areMergedNewestFirstWithTheirReasons() async throws {
        let harness = try Harness()
        let sources = try await harness.sources().sources()
        #expect(sources.count == 6)
        let timeline = harness.timeline(sources)
        #expect(await timeline.loadMore(30) == .loaded(added: 30))
        let dates = timeline.entries.map { $0.summary.createdAt ?? .distantPast }
        #expect(dates == dates.sorted(by: >))
        #expect(Set(timeline.entries.map(\.id)).count == 30)
        for entry in timeline.entries {
            #expect(!entry.reasons.isEmpty)
            for reason in entry.reasons {
                switch reason {
                case .tag(let tag): #expect(entry.summary.tags.contains { $0.isSameTag(as: tag) })
                case .user(let user): #expect(entry.summary.author == user)
                }
            }
        }
        // One page per source for their heads, and no more than the 30 entries needed.
        let pageReads = harness.requests(containing: "/items").filter { $0.path.hasPrefix("/api/v2/tags/") || $0.path.hasPrefix("/api/v2/users/") }
        #expect(pageReads.count == timeline.pagesRead)
        #expect(pageReads.count <= sources.count + 2)
    }

    @Test func rateLimit403_keepsWhatWasLoadedAndSaysWhenItResets() async throws {
        let harness = try Harness()
        let sources = try await harness.sources().sources()
        let timeline = harness.timeline(sources)
        _ = await timeline.loadMore(20)
        let loaded = timeline.entries
        harness.server.setFaults([
            StubFaultRule(path: "/tags/*/items", fault: .rateLimitForbidden(resetIn: 900)),
            StubFaultRule(path: "/users/*/items", fault: .rateLimitForbidden(resetIn: 900)),
        ])
        let sent = Date()
        let progress = await timeline.loadMore(500)
        let answered = Date()
        guard case .stopped(_, let error) = progress, case .rateLimited(let resetsAt?) = error.kind else {
            Issue.record("expected a stop at the rate limit, got \(progress)")
            return
        }
        // Rate-Reset is in whole seconds, stamped by the stub between sending and answering.
        #expect(resetsAt >= sent.addingTimeInterval(900 - 1) && resetsAt <= answered.addingTimeInterval(900 + 1))
        #expect(error.message.hasPrefix("Qiita's rate limit is used up; it resets at "))
        #expect(Array(timeline.entries.prefix(loaded.count)) == loaded)
        #expect(ClientRateLimit(client: harness.client).latestRateLimit?.remaining == 0)
    }

    @Test func followingATag_putsItsItemsInTheNextTimeline() async throws {
        let harness = try Harness()
        let before = try await harness.sources().sources()
        let newTag = try #require((0..<50).lazy.flatMap { harness.server.corpus.item(at: $0, withBody: false).tags }
            .first { tag in !before.contains { $0.isSame(as: .tag(Tag(tag))) } })
        try await harness.follows.setFollowing(.tag(Tag(newTag)), true)
        #expect(try await harness.follows.isFollowing(.tag(Tag(newTag))))
        let after = try await harness.sources().sources()
        #expect(after.first == .tag(Tag(newTag)))
        let timeline = harness.timeline(after)
        _ = await timeline.loadMore(100)
        #expect(timeline.entries.contains { $0.reasons.contains(.tag(Tag(newTag))) })
    }

    @Test func offline_theKeptPagesStandIn() async throws {
        let harness = try Harness()
        let sources = try await harness.sources().sources()
        let online = harness.timeline(sources)
        _ = await online.loadMore(10)
        let offline = harness.timeline(sources, online: false)
        _ = await offline.loadMore(10)
        #expect(offline.entries == online.entries)
    }

    @Test func offline_theKeptSourcesStandIn_andOtherFailuresDoNot() async throws {
        let harness = try Harness()
        let online = try await CachedTimelineSources(harness.sources(), store: harness.store, namespace: "stub").sources()
        let unreachable = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: URL(string: "http://127.0.0.1:9/api/v2")!, accessToken: AccessToken(QiitaStubOptions.demoToken),
            transport: .standard(userAgent: "kiji/test"), retry: .never))
        let cut = FollowedTimelineSources(
            account: RemoteAccountRepository(client: unreachable), follows: RemoteFollowRepository(client: unreachable))
        #expect(try await CachedTimelineSources(cut, store: harness.store, namespace: "stub").sources() == online)
        let error = await #expect(throws: LoadError.self) {
            try await CachedTimelineSources(cut, store: harness.store, namespace: "another API").sources()
        }
        #expect(error?.kind == .unreachable)
        let rejected = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: harness.server.baseURL, accessToken: AccessToken("not-a-token"), transport: .standard(userAgent: "kiji/test"),
            retry: .never))
        let refused = FollowedTimelineSources(
            account: RemoteAccountRepository(client: rejected), follows: RemoteFollowRepository(client: rejected))
        let refusal = await #expect(throws: LoadError.self) {
            try await CachedTimelineSources(refused, store: harness.store, namespace: "stub").sources()
        }
        #expect(refusal?.kind == .unauthorized)
    }

    @Test func withoutAToken_theConfiguredSourcesAreUsed() async throws {
        let configured = ConfiguredTimelineSources(tags: ["swift"], users: ["alice"])
        #expect(try await configured.sources() == [.tag(Tag("swift")), .user(User.ID("alice"))])
        let error = await #expect(throws: LoadError.self) { try await ConfiguredTimelineSources(tags: [], users: []).sources() }
        #expect(error?.message == "The timeline needs a token (kiji login) or [timeline] tags and users in config.toml.")
    }

    @Test func myItems_comeWithPageViews() async throws {
        let harness = try Harness()
        let page = try await RemoteMyItems(client: harness.client).myItems(page: 1, perPage: 100)
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.summary.author == User.ID("alice") && ($0.pageViewsCount ?? 0) > 0 })
        #expect(page.rateLimit?.limit == 1000)
    }
}
