import Foundation
import Testing

@testable import QiitaStub

@Suite("The stub's comment routes")
struct CommentRouteTests {
    private let corpus = Corpus(options: CorpusOptions(itemCount: 100))
    private let state = StubState(latency: 0, now: 1_795_200_000)

    private var handler: QiitaAPIHandler {
        QiitaAPIHandler(
            corpus: corpus, state: state, tokens: ["alice-token": "alice", "bob-read": "bob"],
            readOnlyTokens: ["bob-read"], clock: { 1_795_200_000 })
    }

    private func send(_ method: String, _ path: String, token: String? = nil, body: String = "") -> StubResponse {
        let headers = token.map { [HeaderField("Authorization", "Bearer \($0)")] } ?? []
        return handler.handle(StubRequest(
            method: method, path: "/api/v2" + path, query: [], headers: headers, body: Array(body.utf8), receivedAt: 0))
    }

    private func json(_ response: StubResponse) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(response.body))
    }

    @Test func list_isAnArrayOfCommentsWithQiitasFields() throws {
        let response = send("GET", "/items/\(corpus.item(at: 0).id)/comments")
        #expect(response.status == 200)
        let comments = try #require(try json(response) as? [[String: Any]])
        #expect(comments.count == corpus.item(at: 0).commentsCount)
        for comment in comments {
            #expect(Set(comment.keys) == ["id", "body", "rendered_body", "created_at", "updated_at", "user"])
            let user = try #require(comment["user"] as? [String: Any])
            #expect(user["id"] is String)
            #expect((comment["created_at"] as? String)?.hasSuffix("+09:00") == true)
        }
    }

    @Test func post_answers201AndTheItemCountsIt() throws {
        let item = corpus.item(at: 3)
        let response = send("POST", "/items/\(item.id)/comments", token: "alice-token", body: #"{"body": "hi"}"#)
        #expect(response.status == 201)
        let comment = try #require(try json(response) as? [String: Any])
        #expect(comment["body"] as? String == "hi")
        #expect(comment["created_at"] as? String == QiitaJSON.isoDate(1_795_200_000))
        let itemJSON = try #require(try json(send("GET", "/items/\(item.id)")) as? [String: Any])
        #expect(itemJSON["comments_count"] as? Int == item.commentsCount + 1)
    }

    @Test func statusCodes_followQiitasRules() {
        let item = corpus.item(at: 0).id
        let theirs = corpus.comments(ofItemAt: 1).first { corpus.users[$0.authorIndex].id != "alice" }!.id
        #expect(send("GET", "/items/ffffffffffffffffffff/comments").status == 404)
        #expect(send("POST", "/items/\(item)/comments", body: #"{"body": "x"}"#).status == 401)
        #expect(send("POST", "/items/\(item)/comments", token: "bob-read", body: #"{"body": "x"}"#).status == 403)
        #expect(send("POST", "/items/\(item)/comments", token: "alice-token", body: #"{"text": "x"}"#).status == 422)
        #expect(send("POST", "/items/\(item)/comments", token: "alice-token", body: "not json").status == 422)
        #expect(send("PATCH", "/comments/\(theirs)", token: "alice-token", body: #"{"body": "x"}"#).status == 403)
        #expect(send("DELETE", "/comments/\(theirs)", token: "alice-token").status == 403)
        #expect(send("DELETE", "/comments/ffffffffffffffffffff", token: "alice-token").status == 404)
        #expect(send("PUT", "/items/\(item)/comments", token: "alice-token").status == 404)
    }

    @Test func deleteOfOwnComment_answers204AndLowersTheCount() throws {
        let item = corpus.item(at: 5)
        let posted = try #require(try json(send(
            "POST", "/items/\(item.id)/comments", token: "alice-token", body: #"{"body": "bye"}"#)) as? [String: Any])
        let id = try #require(posted["id"] as? String)
        #expect(send("DELETE", "/comments/\(id)", token: "alice-token").status == 204)
        let itemJSON = try #require(try json(send("GET", "/items/\(item.id)")) as? [String: Any])
        #expect(itemJSON["comments_count"] as? Int == item.commentsCount)
        #expect(send("PATCH", "/comments/\(id)", token: "alice-token", body: #"{"body": "x"}"#).status == 404)
    }

    @Test func faultOnThePost_targetsOnlyThePostAndPostsNothing() {
        let item = corpus.item(at: 0)
        state.setFaults([StubFaultRule(method: "POST", path: "/items/*/comments", fault: .status(503))])
        #expect(send("POST", "/items/\(item.id)/comments", token: "alice-token", body: #"{"body": "x"}"#).status == 503)
        #expect(send("GET", "/items/\(item.id)/comments").status == 200)
        #expect(state.comments(ofItem: 0, generated: corpus.comments(ofItemAt: 0)).count == item.commentsCount)
    }
}
