import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Comment endpoints over loopback HTTP")
struct CommentEndpointTests {
    private static let token = QiitaStubOptions.demoToken

    @Test func comments_areTheCorpusCommentsNewestFirstWithTheirAuthors() async throws {
        let stub = try StubHarness()
        let item = stub.server.corpus.item(at: 1, withBody: false)
        let expected = stub.server.corpus.comments(ofItemAt: 1)
        let comments = try await stub.send(ItemCommentsRequest(itemID: item.id))
        #expect(comments.count == expected.count)
        #expect(comments.count >= 100)
        #expect(comments.map(\.id) == expected.reversed().map(\.id))
        let newest = try #require(expected.last)
        #expect(comments[0].body == newest.body)
        #expect(comments[0].renderedBody.hasPrefix("<p>"))
        #expect(comments[0].user.id == stub.server.corpus.users[newest.authorIndex].id)
        #expect(comments[0].createdAt == Date(timeIntervalSince1970: TimeInterval(newest.createdAt)))
        #expect(comments[0].updatedAt == Date(timeIntervalSince1970: TimeInterval(newest.updatedAt)))
    }

    @Test func comments_ofAnItemWithNone_areAnEmptyArray() async throws {
        let stub = try StubHarness()
        let slot = try #require((0..<200).first { stub.server.corpus.item(at: $0, withBody: false).commentsCount == 0 })
        let comments = try await stub.send(ItemCommentsRequest(itemID: stub.server.corpus.item(at: slot).id))
        #expect(comments.isEmpty)
    }

    @Test func item_commentsCount_matchesTheCommentList() async throws {
        let stub = try StubHarness()
        let id = stub.server.corpus.item(at: 0).id
        let item = try await stub.send(ItemRequest(itemID: id))
        let comments = try await stub.send(ItemCommentsRequest(itemID: id))
        #expect(item.commentsCount == comments.count)
        #expect(item.commentsCount > 0)
    }

    @Test func post_returns201WithTheCommentAndTheStubKeepsIt() async throws {
        let stub = try StubHarness(token: Self.token)
        let id = stub.server.corpus.item(at: 0).id
        let before = try await stub.send(ItemRequest(itemID: id)).commentsCount
        let posted = try await stub.send(PostCommentRequest(itemID: id, body: "読みました。 `code` and @bob"))
        #expect(posted.body == "読みました。 `code` and @bob")
        #expect(posted.user.id == "alice")
        #expect(posted.id.count == 20)
        #expect(posted.createdAt == posted.updatedAt)
        let comments = try await stub.send(ItemCommentsRequest(itemID: id))
        #expect(comments.first == posted)
        #expect(try await stub.send(ItemRequest(itemID: id)).commentsCount == before + 1)
        let request = try #require(stub.server.requests.last { $0.method == "POST" })
        #expect(request.header("Content-Type") == "application/json")
        let sent = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: String]
        #expect(sent == ["body": "読みました。 `code` and @bob"])
    }

    @Test func edit_changesTheBodyAndMarksItEdited() async throws {
        let stub = try StubHarness(token: Self.token)
        let id = stub.server.corpus.item(at: 0).id
        let posted = try await stub.send(PostCommentRequest(itemID: id, body: "first"))
        let edited = try await stub.send(EditCommentRequest(commentID: posted.id, body: "second"))
        #expect(edited.id == posted.id)
        #expect(edited.body == "second")
        #expect(edited.updatedAt! > edited.createdAt!)
        #expect(try await stub.send(ItemCommentsRequest(itemID: id)).first?.body == "second")
    }

    @Test func delete_answers204AndTheCommentIsGone() async throws {
        let stub = try StubHarness(token: Self.token)
        let id = stub.server.corpus.item(at: 0).id
        let posted = try await stub.send(PostCommentRequest(itemID: id, body: "to be deleted"))
        try await stub.send(DeleteCommentRequest(commentID: posted.id))
        #expect(stub.server.requests.last?.method == "DELETE")
        let comments = try await stub.send(ItemCommentsRequest(itemID: id))
        #expect(!comments.contains { $0.id == posted.id })
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(DeleteCommentRequest(commentID: posted.id))
        }
        #expect(error == .notFound(QiitaErrorBody(message: "Not found", type: "not_found")))
    }

    @Test func writes_withoutToken_failBeforeSendingAnything() async throws {
        let stub = try StubHarness()
        let id = stub.server.corpus.item(at: 0).id
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(PostCommentRequest(itemID: id, body: "hello"))
        }
        #expect(error == .tokenRequired(endpoint: "POST /items/\(id)/comments"))
        #expect(stub.server.requests.isEmpty)
    }

    @Test func writes_withAWrongToken_areUnauthorized() async throws {
        let stub = try StubHarness(token: "not-a-token")
        let id = stub.server.corpus.item(at: 0).id
        let comment = try #require(stub.server.corpus.comments(ofItemAt: 0).first).id
        for call in [CommentCall.post(id), .edit(comment), .delete(comment)] {
            let error = await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) }
            guard case .unauthorized = error else {
                Issue.record("\(call) with a wrong token gave \(String(describing: error))")
                continue
            }
        }
    }

    @Test func writes_withAReadOnlyToken_areForbidden() async throws {
        let stub = try StubHarness(token: StubHarness.readOnlyToken)
        let id = stub.server.corpus.item(at: 0).id
        let comment = try #require(stub.server.corpus.comments(ofItemAt: 0).first).id
        for call in [CommentCall.post(id), .edit(comment), .delete(comment)] {
            let error = await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) }
            guard case .forbidden = error else {
                Issue.record("\(call) with a read-only token gave \(String(describing: error))")
                continue
            }
        }
        #expect(try await stub.send(ItemCommentsRequest(itemID: id)).count == stub.server.corpus.comments(ofItemAt: 0).count)
    }

    @Test func editAndDelete_ofAnotherUsersComment_areForbidden() async throws {
        let stub = try StubHarness(token: Self.token)
        let corpus = stub.server.corpus
        let theirs = try #require(corpus.comments(ofItemAt: 1).first { corpus.users[$0.authorIndex].id != "alice" })
        for call in [CommentCall.edit(theirs.id), .delete(theirs.id)] {
            let error = await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) }
            #expect(error == .forbidden(QiitaErrorBody(message: "Forbidden", type: "forbidden")), "\(call)")
        }
        #expect(try await stub.send(ItemCommentsRequest(itemID: corpus.item(at: 1).id)).contains { $0.id == theirs.id })
    }

    @Test func unknownItemsAndComments_areNotFound() async throws {
        let stub = try StubHarness(token: Self.token)
        let unknown = "ffffffffffffffffffff"
        for call in [CommentCall.list(unknown), .post(unknown), .edit(unknown), .delete(unknown)] {
            let error = await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) }
            guard case .notFound = error else {
                Issue.record("\(call) of an unknown id gave \(String(describing: error))")
                continue
            }
        }
    }

    @Test(arguments: ["", "  \n\t "])
    func blankBodies_areUnprocessable(body: String) async throws {
        let stub = try StubHarness(token: Self.token)
        let id = stub.server.corpus.item(at: 0).id
        let posted = try await stub.send(PostCommentRequest(itemID: id, body: "kept"))
        for request in [CommentCall.post(id, body: body), .edit(posted.id, body: body)] {
            let error = await expectAPIError { () async throws(QiitaAPIError) in try await request.send(with: stub) }
            guard case .http(422, _) = error else {
                Issue.record("\(request) gave \(String(describing: error))")
                continue
            }
        }
        #expect(try await stub.send(ItemCommentsRequest(itemID: id)).first?.body == "kept")
    }
}
