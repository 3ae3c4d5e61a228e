import Foundation
import Testing

@testable import QiitaAPI

/// Path segments and query values are percent-encoded as Foundation's `addingPercentEncoding` did.
struct URLBuilderTests {
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static let samples = [
        "swift", "Swift 6", "日本語", "a/b", "a?b=c&d", "100%", "~user.name-1_2", "😀", "e\u{301}", "+", "#tag", "é",
        "\u{0}\u{7F}", "[x]", "..a", "a..", ":@!$'()*,;",
    ]

    @Test(arguments: samples)
    func segmentsAndValues_areEncodedByteByByte(text: String) throws {
        let base = try #require(URL(string: "https://qiita.com/api/v2/"))
        let url = URLBuilder.url(base: base, pathSegments: ["tags", text], query: [(name: text, value: text)])
        let encoded = try #require(text.addingPercentEncoding(withAllowedCharacters: Self.unreserved))
        #expect(url?.absoluteString == "https://qiita.com/api/v2/tags/\(encoded)?\(encoded)=\(encoded)")
    }

    @Test func aSegmentOfDots_isEncodedSoItCannotClimb() throws {
        let base = try #require(URL(string: "https://qiita.com/api/v2"))
        #expect(URLBuilder.url(base: base, pathSegments: ["items", ".."], query: [])?.absoluteString == "https://qiita.com/api/v2/items/%2E%2E")
    }
}
