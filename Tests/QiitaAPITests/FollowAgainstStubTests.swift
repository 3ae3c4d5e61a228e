import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// Following tags and users, followees, the author's own items, and the rate limit's 403.
@Suite("Following and the author's items against the stub")
struct FollowAgainstStubTests {
    @Test func followingATag_showsInItsStatusAndTheFollowedTags() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let tag = try #require(stub.server.corpus.item(at: 0, withBody: false).tags.first)
        try await stub.send(SetFollowingRequest(.tag(tag), following: false))
        #expect(try await stub.send(FollowingStatusRequest(.tag(tag))) == false)
        try await stub.send(SetFollowingRequest(.tag(tag), following: true))
        #expect(try await stub.send(FollowingStatusRequest(.tag(tag))) == true)
        let tags = try await stub.send(FollowingTagsRequest(userID: "alice"))
        #expect(tags.elements.first?.id == tag)
        #expect(tags.elements.first.map { $0.itemsCount > 0 } == true)
        try await stub.send(SetFollowingRequest(.tag(tag), following: false))
        #expect(try await stub.send(FollowingTagsRequest(userID: "alice")).elements.contains { $0.id == tag } == false)
    }

    @Test func followingAUser_showsInItsStatusAndTheFollowees() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let before = try await stub.send(FolloweesRequest(userID: "alice")).elements.map(\.id)
        #expect(before.count == 3)
        let other = try #require(stub.server.corpus.users.first { !before.contains($0.id) && $0.id != "alice" }?.id)
        #expect(try await stub.send(FollowingStatusRequest(.user(other))) == false)
        try await stub.send(SetFollowingRequest(.user(other), following: true))
        #expect(try await stub.send(FollowingStatusRequest(.user(other))) == true)
        #expect(try await stub.send(FolloweesRequest(userID: "alice")).elements.map(\.id) == [other] + before)
        try await stub.send(SetFollowingRequest(.user(before[0]), following: false))
        #expect(try await stub.send(FolloweesRequest(userID: "alice")).elements.map(\.id) == [other] + before.dropFirst())
    }

    @Test func followState_belongsToOneStub() async throws {
        let first = try StubHarness(token: QiitaStubOptions.demoToken)
        let second = try StubHarness(token: QiitaStubOptions.demoToken)
        let tag = try #require(first.server.corpus.item(at: 0, withBody: false).tags.first)
        try await first.send(SetFollowingRequest(.tag(tag), following: false))
        try await second.send(SetFollowingRequest(.tag(tag), following: true))
        #expect(try await first.send(FollowingStatusRequest(.tag(tag))) == false)
        #expect(try await second.send(FollowingStatusRequest(.tag(tag))) == true)
    }

    @Test func following_withoutAToken_needsOne() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(SetFollowingRequest(.tag("Swift"), following: true)) }
        #expect(error == .tokenRequired(endpoint: "PUT /tags/Swift/following"))
        #expect(stub.server.requests.isEmpty)
    }

    @Test func authenticatedUserItems_comeWithPageViewsAndPrivateOnesMarked() async throws {
        let stub = try StubHarness(items: 1000, token: QiitaStubOptions.demoToken)
        let page = try await stub.send(AuthenticatedUserItemsRequest(page: PageQuery(page: 1, perPage: 100)))
        #expect(!page.elements.isEmpty)
        #expect(page.elements.allSatisfy { $0.user.id == "alice" && ($0.pageViewsCount ?? 0) > 0 })
        #expect(page.rateLimit?.limit == 1000)
        let everyItem = try await stub.send(ItemsRequest(page: PageQuery(page: 1, perPage: 100)))
        #expect(everyItem.elements.allSatisfy { $0.pageViewsCount == nil })
    }

    @Test func rateLimitUsedUp_is403WithRemainingZero_aTypedErrorWithTheResetTime() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/tags/*/items", fault: .rateLimitForbidden(resetIn: 1800))])
        let sent = Date()
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(TagItemsRequest(tag: "anything")) }
        let answered = Date()
        guard case .rateLimited(let resetsAt?, _) = error else {
            Issue.record("expected rateLimited with a reset time, got \(String(describing: error))")
            return
        }
        // Rate-Reset is in whole seconds, stamped by the stub between sending and answering.
        #expect(resetsAt >= sent.addingTimeInterval(1800 - 1) && resetsAt <= answered.addingTimeInterval(1800 + 1))
        #expect(stub.client.rateLimit?.remaining == 0)
        #expect(stub.requests(endingWith: "/items").count == 1)
    }

    @Test func plain403_staysForbidden() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(403))])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        guard case .forbidden = error else {
            Issue.record("expected forbidden, got \(String(describing: error))")
            return
        }
    }
}
