import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

/// `kiji sync`'s run over libcurl against the stub, kept in a real SQLite file and image folder:
/// what it keeps, that a stopped run goes on fetching nothing twice, the rate limit's reserve,
/// and each fault of the stub leaving a consistent cache and one sentence.
@Suite("A sync against the stub and a real SQLite file")
struct LibrarySyncAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder
        let images: ImageDiskCache
        let transport: TransportConfiguration
        let origin = "127.0.0.1:sync"

        init(totalTimeout: Double = 30) throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 1000, pictureEvery: 4)))
            folder = try TemporaryFolder()
            images = ImageDiskCache(folder: folder.path + "/images", origin: origin) { 100 * 1024 * 1024 }
            var transport = TransportConfiguration.standard(userAgent: "kiji/test")
            transport.totalTimeout = totalTimeout
            self.transport = transport
        }

        deinit { server.stop() }

        /// A store on the harness's file, opened anew as each run of `kiji sync` opens it.
        func store() throws -> CacheStore { try CacheStore(path: folder.cachePath, origin: origin) }

        /// The run `kiji sync` makes, at the demo corpus's clock: a new process each time, so a
        /// client of its own, which knows no rate limit until the first answer.
        func sync(days: Int = 7, reservedShare: Double = 0.1) throws -> LibrarySync {
            let store = try store()
            let client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, accessToken: AccessToken(QiitaStubOptions.demoToken), transport: transport, retry: .never))
            let images = images
            let account = RememberedAccount(RemoteAccountRepository(client: client))
            let follows = FollowedTimelineSources(account: account, follows: RemoteFollowRepository(client: client))
            return LibrarySync(
                api: SyncConnections(
                    items: RemoteItemRepository(client: client), comments: RemoteCommentRepository(client: client),
                    account: account,
                    timeline: CachedTimelineSources(follows, store: store, namespace: origin),
                    images: HTTPImageRepository(client: client, cache: images, policy: ImageAddressPolicy(apiBaseURL: server.baseURL)),
                    rateLimit: ClientRateLimit(client: client)),
                store: store, imagesKept: { images.holds($0) },
                settings: SyncSettings(
                    timelineDays: days, perPage: 20, now: Date(timeIntervalSince1970: Double(server.corpus.createdAt(ofSlot: 0)) + 3600),
                    reservedShare: reservedShare))
        }

        /// The run `kiji sync` makes without a token, over config.toml's `[timeline]` tags: one
        /// day of them by the demo corpus's clock, within the 60 requests an hour of no token.
        func tokenlessSync(tags: [String]) throws -> LibrarySync {
            let client = QiitaClient(configuration: QiitaClientConfiguration(baseURL: server.baseURL, transport: transport, retry: .never))
            let images = images
            return LibrarySync(
                api: SyncConnections(
                    items: RemoteItemRepository(client: client), comments: RemoteCommentRepository(client: client),
                    account: RemoteAccountRepository(client: client), timeline: ConfiguredTimelineSources(tags: tags, users: []),
                    images: HTTPImageRepository(client: client, cache: images, policy: ImageAddressPolicy(apiBaseURL: server.baseURL)),
                    rateLimit: ClientRateLimit(client: client)),
                store: try store(), imagesKept: { images.holds($0) },
                settings: SyncSettings(timelineDays: 1, now: Date(timeIntervalSince1970: Double(server.corpus.createdAt(ofSlot: 0)) + 3600)))
        }

        /// The requests the stub received, as its log writes them, oldest first.
        var requestLines: [String] { server.requests.map { "\($0.method) \($0.path)?\($0.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))" } }

        var commentRequests: [String] { requestLines.filter { $0.contains("/comments") } }
    }

    @Test func aRun_keepsStocksOwnArticlesAndTheTimeline_withTheirCommentsAndPictures() async throws {
        let harness = try Harness()
        let report = try await harness.sync().run()
        #expect(report.stop == nil)
        #expect(report.failures.isEmpty)
        #expect(report.lists >= 3)
        #expect(report.items > 100)
        #expect(report.commentLists > 20)
        #expect(report.imagesFetched > 20)
        #expect(report.newOrChangedItems == report.items, "every item kept is new to an empty cache, and only those are counted")

        let store = try harness.store()
        let stocks = try #require(try store.page(list: ListKey(.stocks(User.ID("alice")), namespace: harness.origin), number: 1, perPage: 20))
        #expect(!stocks.page.elements.isEmpty)
        let commented = try #require(stocks.page.elements.first { $0.commentsCount > 0 })
        #expect(try store.comments(of: commented.id)?.comments.count == commented.commentsCount)
        let withPicture = try #require(stocks.page.elements.compactMap { try store.item($0.id) }.first { $0.body.contains("/files/") })
        let picture = try #require(withPicture.body.firstRange(of: "\(harness.server.origin)/files/").map { withPicture.body[$0.lowerBound...] })
        let address = String(picture.prefix { $0 != ")" })
        #expect(harness.images.holds(address))
        #expect(try store.lastFinishedSync() != nil)
    }

    @Test func aSecondRun_fetchesNoCommentsOrPicturesAgain() async throws {
        let harness = try Harness()
        _ = try await harness.sync().run()
        let commentsBefore = harness.commentRequests.count
        let filesBefore = harness.requestLines.filter { $0.contains("/files/") }.count
        let second = try await harness.sync().run()
        #expect(second.stop == nil)
        #expect(second.commentLists == 0)
        #expect(second.imagesFetched == 0)
        #expect(second.imagesKept > 20)
        #expect(second.newOrChangedItems == 0)
        #expect(harness.commentRequests.count == commentsBefore)
        #expect(harness.requestLines.filter { $0.contains("/files/") }.count == filesBefore)
    }

    @Test func aSecondRun_asksForEachListPageWithItsETag_andIsAnsweredNotModified() async throws {
        let harness = try Harness()
        let first = try await harness.sync().run()
        #expect(first.pagesNotModified == 0)
        let stocks = ListKey(.stocks(User.ID("alice")), namespace: harness.origin)
        let keptBefore = try #require(try harness.store().page(list: stocks, number: 1, perPage: 20))
        let asked = harness.server.requests.count
        let firstPages = harness.server.requests.filter(\.isListPage)
        #expect(firstPages.count >= 3)
        #expect(firstPages.allSatisfy { $0.header("If-None-Match") == nil })

        let second = try await harness.sync().run()
        let secondPages = harness.server.requests.dropFirst(asked).filter(\.isListPage)
        #expect(second.stop == nil)
        #expect(secondPages.count == firstPages.count)
        #expect(secondPages.allSatisfy { $0.header("If-None-Match")?.hasPrefix("W/\"") == true })
        #expect(second.pagesNotModified == secondPages.count)
        #expect(second.newOrChangedItems == 0)
        #expect(second.items == first.items)
        #expect(second.lists == first.lists)

        let store = try harness.store()
        let keptAfter = try #require(try store.page(list: stocks, number: 1, perPage: 20))
        #expect(keptAfter.page == keptBefore.page)
        #expect(keptAfter.fetchedAt > keptBefore.fetchedAt, "a 304 says the kept page is current now")
        #expect(try keptAfter.page.elements.allSatisfy { try store.item($0.id)?.body.isEmpty == false })
        #expect(try store.lastFinishedSync() != nil)
    }

    @Test func aRunStoppedHalfway_goesOnWithoutFetchingAnythingTwice() async throws {
        let harness = try Harness()
        let server = harness.server
        let first = try await harness.sync().run { progress in
            if progress.phase == .fetching, progress.itemsDone == 40 {
                server.setFaults([StubFaultRule(path: "/items/*/comments", fault: .rateLimited(resetIn: 600))])
            }
        }
        guard case .rateLimited(let resetsAt?) = first.stop else {
            Issue.record("expected the rate limit to stop the run, got \(String(describing: first.stop))")
            return
        }
        #expect(resetsAt > Date())
        let refused = try #require(harness.commentRequests.last)
        server.setFaults([])
        let second = try await harness.sync().run()
        #expect(second.stop == nil)
        #expect(second.resumed)

        var counts: [String: Int] = [:]
        for line in harness.requestLines { counts[line, default: 0] += 1 }
        #expect(counts.filter { $0.value > 1 }.map(\.key) == [refused], "only the comments the rate limit refused are asked again")
        #expect(try harness.store().lastFinishedSync() != nil)
    }

    @Test func aDryRun_keepsNothing_andCountsWhatARunFetches() async throws {
        let harness = try Harness()
        let dry = try await harness.sync().run(dryRun: true)
        #expect(dry.isDryRun)
        let store = try harness.store()
        #expect(try store.page(list: ListKey(.stocks(User.ID("alice")), namespace: harness.origin), number: 1, perPage: 20) == nil)
        #expect(harness.commentRequests.isEmpty)
        #expect(!harness.requestLines.contains { $0.contains("/files/") })
        let real = try await harness.sync().run()
        #expect(real.items == dry.items)
        #expect(real.commentLists == dry.commentLists)
        #expect(real.imagesFetched == dry.imagesFetched)
        #expect(real.requests == dry.requests + dry.commentLists)
    }

    @Test func theRun_neverSpendsTheReservedShareOfTheHour() async throws {
        let harness = try Harness()
        let report = try await harness.sync(reservedShare: 0.98).run()
        guard case .reserveReached(let left, let limit, _) = report.stop else {
            Issue.record("expected the reserve to stop the run, got \(String(describing: report.stop))")
            return
        }
        #expect(limit == 1000)
        #expect(left == 980)
        #expect(harness.requestLines.filter { $0.contains("/api/v2/") }.count == 20)
        let sentence = try #require(report.stop).sentence { _ in "15:04" }
        #expect(sentence.contains("980") && sentence.contains("15:04"))
    }

    @Test func aServerErrorOnOneItemsComments_isSaid_andTheNextRunFetchesOnlyThem() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/items/*/comments", fault: .status(500), times: 1)])
        let first = try await harness.sync().run()
        #expect(first.stop == nil)
        #expect(first.failures.count == 1)
        #expect(first.failures.first?.contains("comments") == true)
        let failed = try #require(harness.commentRequests.first)
        let second = try await harness.sync().run()
        #expect(second.commentLists == 1)
        #expect(harness.commentRequests.last == failed)
    }

    @Test func aListThatFailsAlone_isSkippedWithItsName_andTheOtherListsAreKept() async throws {
        let harness = try Harness()
        let whole = try await harness.sync().run(dryRun: true)
        harness.server.setFaults([StubFaultRule(path: "/tags/*/items", fault: .status(404), times: 1)])
        let report = try await harness.sync().run()
        #expect(report.stop == nil)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.hasPrefix("The list #") == true)
        #expect(report.items > 0 && report.items < whole.items)
        #expect(report.lists == whole.lists)
    }

    @Test func withoutATokenOrATimelineInTheConfig_thereIsNothingToSync_andNothingIsAsked() async throws {
        let harness = try Harness()
        let report = try await harness.tokenlessSync(tags: []).run()
        #expect(report.stop == .nothingToSync)
        #expect(report.stop?.sentence { _ in "" }.contains("kiji login") == true)
        #expect(harness.requestLines.isEmpty)
    }

    @Test func withoutATokenButWithATimelineInTheConfig_itsTagsAreSynced_withinTheSixtyAnHour() async throws {
        let harness = try Harness()
        let report = try await harness.tokenlessSync(tags: ["Swift"]).run()
        #expect(report.stop == nil)
        #expect(report.lists == 1)
        #expect(report.items > 0)
        #expect(harness.requestLines.allSatisfy { !$0.contains("/stocks") && !$0.contains("/authenticated_user") })
    }

    @Test func aSlowPicture_isSkippedWithItsSentence_andTheRunGoesOn() async throws {
        let harness = try Harness(totalTimeout: 2)
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: .delay(seconds: 5), times: 1)])
        let report = try await harness.sync().run()
        #expect(report.stop == nil)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.hasPrefix("An image of") == true)
        #expect(report.imagesFetched > 20)
    }

    @Test func aConnectionCutMidAnswer_stopsTheRun_andKeepsNothingHalf() async throws {
        let harness = try Harness()
        let server = harness.server
        let report = try await harness.sync().run { progress in
            if progress.phase == .fetching, progress.itemsDone == 10 {
                server.setFaults([StubFaultRule(path: "/items/*/comments", fault: .resetMidBody)])
            }
        }
        let stop = try #require(report.stop)
        #expect(stop.sentence { _ in "" }.contains("kiji sync again"))
        let cut = try #require(harness.commentRequests.last)
        let id = Item.ID(String(cut.split(separator: "/")[4]))
        #expect(try harness.store().comments(of: id) == nil)
        server.setFaults([])
        let second = try await harness.sync().run()
        #expect(second.stop == nil)
        #expect(try harness.store().comments(of: id) != nil)
    }

    @Test func aShorterWindow_keepsFewerTimelineItems_andNoneOlderThanIt() async throws {
        let harness = try Harness()
        let week = try await harness.sync(days: 7).run(dryRun: true)
        let day = try await harness.sync(days: 1).run(dryRun: true)
        #expect(day.items < week.items)
        #expect(day.items > 0)
    }
}

extension StubRequest {
    /// Whether it asks for a page of a list `kiji sync` keeps: stocks, a user's or a tag's items.
    fileprivate var isListPage: Bool {
        path.hasPrefix("/api/v2/") && (path.hasSuffix("/items") || path.hasSuffix("/stocks")) && queryValue("page") != nil
    }
}
