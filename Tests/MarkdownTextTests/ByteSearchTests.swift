import Testing
@testable import MarkdownText

struct ByteSearchTests {
    @Test(arguments: [
        ("kijinote0n", "before kijinote0n after", true),
        ("kijinote0n", "kijinote1n and kijinote0", false),
        ("kijinote0n", "日本語のあとにkijinote0n", true),
        ("kijinote0n", "kijinote", false),
        ("", "anything", true),
    ])
    func containsBytes_findsATokenExactlyWhereItOccurs(token: String, text: String, expected: Bool) {
        #expect(text.containsBytes(of: token) == expected)
    }

    @Test func containsBytes_findsATokenAtTheVeryEndOfALongText() {
        let text = String(repeating: "あ", count: 50_000) + "kijinote7n"
        #expect(text.containsBytes(of: "kijinote7n"))
        #expect(!text.containsBytes(of: "kijinote8n"))
    }
}
