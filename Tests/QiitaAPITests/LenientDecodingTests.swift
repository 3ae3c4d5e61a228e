import Foundation
import QiitaAPI
import Testing

@Suite("Decoding is lenient where Qiita is")
struct LenientDecodingTests {
    private func page(_ json: String) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try ItemsRequest().decode(HTTPResponse(status: 200, headers: [], body: Data(json.utf8)))
    }

    @Test func nullsMissingCountsAndUnknownFields_stillDecode() throws {
        let page = try page("""
            [{"id": "0123456789abcdef0123", "title": null, "body": null, "likes_count": null,
              "stocks_count": "7", "created_at": "2024-10-06T03:11:04+09:00", "updated_at": "not a date",
              "tags": [{"name": "Swift", "versions": null}, {"name": null}, 42],
              "user": {"id": "alice", "name": null, "items_count": null}, "brand_new_field": {"x": [1, 2]}}]
            """)
        let item = try #require(page.elements.first)
        #expect(item.title == "")
        #expect(item.body == "")
        #expect(item.likesCount == 0)
        #expect(item.stocksCount == 7)
        #expect(item.createdAt == Date(timeIntervalSince1970: 1_728_151_864))
        #expect(item.updatedAt == nil)
        #expect(item.tags == [QiitaTagging(name: "Swift")])
        #expect(item.user == QiitaUser(id: "alice"))
    }

    @Test func comments_withNullsAndUnreadableEntries_stillDecode() throws {
        let json = """
            [{"id": "c1", "body": null, "rendered_body": 3, "created_at": "2024-10-06T03:11:04+09:00",
              "updated_at": "garbage", "user": {"id": "alice", "name": null}, "reactions": []},
             {"id": "c2", "body": "no user"},
             {"body": "no id", "user": {"id": "bob"}},
             null,
             {"id": "c5", "body": "fine", "user": {"id": "carol"}}]
            """
        let comments = try ItemCommentsRequest(itemID: "i").decode(HTTPResponse(status: 200, headers: [], body: Data(json.utf8)))
        #expect(comments.map(\.id) == ["c1", "c5"])
        #expect(comments[0].body == "")
        #expect(comments[0].renderedBody == "3")
        #expect(comments[0].createdAt == Date(timeIntervalSince1970: 1_728_151_864))
        #expect(comments[0].updatedAt == nil)
        #expect(comments[0].user == QiitaUser(id: "alice"))
    }

    @Test func oneUnreadableItem_isSkippedAndCounted() throws {
        let page = try page("""
            [{"id": "a1", "title": "ok", "user": {"id": "alice"}},
             {"title": "no id", "user": {"id": "bob"}},
             {"id": "a3", "title": "no user"},
             "not even an object",
             {"id": "a5", "title": "fine", "user": {"id": "carol"}}]
            """)
        #expect(page.elements.map(\.id) == ["a1", "a5"])
        #expect(page.skippedCount == 3)
        #expect(!page.isLast || page.links.next == nil)
    }

    @Test func anObjectWhereAPageBelongs_isADecodingErrorNamingTheEndpoint() {
        #expect(throws: QiitaAPIError.decoding(endpoint: "GET /items", detail: "expected a JSON array (no content type, 23 bytes)")) {
            try page(#"{"message": "surprise"}"#)
        }
    }

    @Test func emptyBody_isADecodingError() {
        #expect(throws: QiitaAPIError.decoding(endpoint: "GET /items", detail: "not valid JSON (no content type, 0 bytes)")) {
            try page("")
        }
    }

    @Test func userEndpoint_withGarbage_namesTheUserEndpoint() throws {
        let request = UserRequest(userID: "alice")
        #expect(throws: QiitaAPIError.decoding(endpoint: "GET /users/alice", detail: "not valid JSON (no content type, 5 bytes)")) {
            try request.decode(HTTPResponse(status: 200, headers: [], body: Data("<html".utf8)))
        }
    }
}
