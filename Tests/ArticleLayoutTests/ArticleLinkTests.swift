import ArticleLayout
import Testing

struct ArticleLinkTests {
    static let links: [ArticleLink] = [
        .url("https://qiita.com/alice/items/1"), .url("kiji:author"), .url("kiji:user:bob"), .url(""), .url("kiji:"),
        .user("bob_2-x"), .user(""), .details(0), .details(41), .author, .tag("Swift"), .tag("C++:言語"), .tag(""), .comments, .url("kiji:comments"),
        .code(0), .code(12), .url("kiji:code:x"),
    ]

    @Test(arguments: links)
    func target_decodesToTheSameLink(link: ArticleLink) {
        #expect(ArticleLink(target: link.target) == link)
    }

    @Test func distinctLinks_haveDistinctTargets() {
        #expect(Set(Self.links.map(\.target)).count == Self.links.count)
    }

    @Test func stringsOutsideTheScheme_areWebAddresses() {
        #expect(ArticleLink(target: "https://example.com/kiji:author") == .url("https://example.com/kiji:author"))
        #expect(ArticleLink(target: "mailto:a@example.com") == .url("mailto:a@example.com"))
    }

    @Test func malformedTargetsInTheScheme_areAddressesNotNavigation() {
        #expect(ArticleLink(target: "kiji:details:x") == .url("kiji:details:x"))
        #expect(ArticleLink(target: "kiji:authors") == .url("kiji:authors"))
        #expect(ArticleLink(target: "kiji:unknown:1") == .url("kiji:unknown:1"))
        #expect(ArticleLink(target: "kiji:code:") == .url("kiji:code:"))
    }
}
