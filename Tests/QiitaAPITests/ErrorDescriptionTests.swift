import Foundation
import QiitaAPI
import Testing

@Suite("Every error has a one-sentence user-facing description")
struct ErrorDescriptionTests {
    static let body = QiitaErrorBody(message: "Not found", type: "not_found")
    static let failures: [TransportFailure] = [
        .hostNotFound, .connectionRefused, .timedOut, .tooSlow, .tls, .connectionLost,
        .responseTooLarge(limit: 10 * 1024 * 1024), .headerTooLarge, .cancelled, .invalidURL, .libcurlUnavailable,
        .other(code: 99),
    ]
    static let errors: [QiitaAPIError] = failures.map { .transport($0, host: "qiita.com", detail: "x") } + [
        .unauthorized(nil), .forbidden(body), .notFound(body), .notFound(nil), .rateLimited(resetsAt: nil, body: nil),
        .rateLimited(resetsAt: Date(timeIntervalSince1970: 0), body: nil), .server(status: 502, body: nil),
        .http(status: 418, body: nil), .decoding(endpoint: "GET /items", detail: "x"), .tokenRequired(endpoint: "PUT /x"),
        .insecureTokenTransport(host: "example.com"),
        .redirectedWrite(method: "POST", status: 307, location: "https://elsewhere.example/api/v2/items/x/comments"),
    ]

    @Test(arguments: errors)
    func description_isOneSentence(error: QiitaAPIError) {
        let text = error.userMessage(timeZone: .fixed(secondsFromGMT: 9 * 3600))
        #expect(text.hasSuffix("."))
        #expect(!text.contains("\n"))
        #expect(text.first?.isUppercase == true || text.first?.isNumber == true || text.hasPrefix("qiita.com"))
        #expect(text.split(separator: ". ").count == 1)
    }

    @Test func rateLimited_saysWhenItResetsInLocalTime() {
        let error = QiitaAPIError.rateLimited(resetsAt: Date(timeIntervalSince1970: 3600 * 5 + 60 * 7), body: nil)
        #expect(error.userMessage(timeZone: .fixed(secondsFromGMT: 9 * 3600)) == "Qiita's rate limit is used up; it resets at 14:07.")
    }

    @Test func distinctFailures_haveDistinctDescriptions() {
        let texts = Set(Self.failures.map { QiitaAPIError.transport($0, host: "h", detail: "").description })
        #expect(texts.count == Self.failures.count)
    }

    @Test func unauthorized_tellsTheUserWhatToDo() {
        #expect(QiitaAPIError.unauthorized(nil).description.contains("QIITA_ACCESS_TOKEN"))
    }
}
