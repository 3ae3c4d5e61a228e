import Foundation
import QiitaFeed
import Testing

/// Every kind of bad feed: a typed error or an empty result, never a crash.
@Suite("AtomFeedParser on faulty feeds")
struct FeedFaultTests {
    private let feedURL = URL(string: "https://qiita.com/popular-items/feed")!

    private func parse(_ text: String, maxBytes: Int = AtomFeedParser.defaultMaxBytes) throws(FeedError) -> AtomFeed {
        try AtomFeedParser(maxBytes: maxBytes).parse(Array(text.utf8), from: feedURL)
    }

    private func entry(link: String?, title: String = "An article") -> String {
        let linkElement = link.map { #"<link rel="alternate" type="text/html" href="\#($0)"/>"# } ?? ""
        return """
            <entry><id>tag:qiita.com,2005:PublicArticle/42</id>\(linkElement)<title>\(title)</title>\
            <published>2026-11-20T09:00:00+09:00</published><author><name>alice</name></author></entry>
            """
    }

    private func document(_ entries: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><updated>2026-11-20T09:00:00+09:00</updated>"#
            + entries + "</feed>"
    }

    @Test func malformedXML_isAMalformedErrorWithItsLine() {
        #expect {
            try parse("<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<entry><title>half</feed>")
        } throws: { error in
            guard case FeedError.malformed(let line, _) = error else { return false }
            return line == 3 && (error as? FeedError)?.description == "The feed is not well-formed XML (line 3)."
        }
    }

    @Test func htmlErrorPage_isAWebPage() {
        let page = "<!DOCTYPE html>\n<html><head><title>Error</title></head><body><p>Something went wrong<br></p></body></html>"
        #expect(throws: FeedError.webPage) { try parse(page) }
        #expect(throws: FeedError.webPage) { try parse("<html><body><h1>Maintenance</h1><p>Back soon.</p></body></html>") }
        #expect(throws: FeedError.webPage) { try parse("<html><body><p>unclosed<br></body></html>") }
        #expect(throws: FeedError.webPage) { try parse(#"<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>"#) }
    }

    @Test func zeroEntries_isAnEmptyFeedNotAnError() throws {
        let feed = try parse(document(""))
        #expect(feed.entries.isEmpty && feed.skipped.isEmpty)
        #expect(feed.updated != nil)
    }

    @Test func entryWithoutLink_isSkippedAndCounted() throws {
        let feed = try parse(document(entry(link: nil, title: "no link") + entry(link: "https://qiita.com/bob/items/0123456789abcdef0123")))
        #expect(feed.entries.map(\.itemID) == ["0123456789abcdef0123"])
        #expect(feed.skipped == [SkippedEntry(title: "no link", reason: .noLink)])
    }

    @Test func linkToAnotherHost_isSkippedAndCounted() throws {
        let feed = try parse(document(entry(link: "https://evil.example/bob/items/0123456789abcdef0123", title: "elsewhere")))
        #expect(feed.entries.isEmpty)
        #expect(feed.skipped == [SkippedEntry(title: "elsewhere", reason: .otherHost("evil.example"))])
    }

    @Test func linkThatIsNotAnArticle_isSkipped() throws {
        let links = [
            "https://qiita.com/bob", "https://qiita.com/bob/items/", "https://qiita.com/bob/items/abc/def",
            "https://qiita.com/bob/stocks/0123", "javascript:alert(1)", "https://qiita.com/b%20b/items/0123",
        ]
        let feed = try parse(document(links.map { entry(link: $0) }.joined()))
        #expect(feed.entries.isEmpty)
        #expect(feed.skipped.count == links.count)
        #expect(feed.skipped.allSatisfy { $0.reason == .notAnArticle })
    }

    @Test func relativeLink_isReadAgainstTheFeedsAddress() throws {
        let feed = try parse(document(entry(link: "/bob/items/0123456789abcdef0123?utm_source=x")))
        #expect(feed.entries.first?.link == "https://qiita.com/bob/items/0123456789abcdef0123?utm_source=x")
    }

    @Test func fiveMegabyteFeed_isRefusedBeforeParsing() {
        let padding = String(repeating: entry(link: "https://qiita.com/bob/items/0123456789abcdef0123"), count: 20_000)
        let big = document(padding)
        #expect(big.utf8.count > 5_000_000)
        #expect(throws: FeedError.tooLarge(bytes: big.utf8.count, limit: AtomFeedParser.defaultMaxBytes)) { try parse(big) }
        #expect(FeedError.tooLarge(bytes: 5 * 1024 * 1024, limit: 2 * 1024 * 1024).description
            == "The feed is 5.0 MB, more than the 2.0 MB kiji reads, so it was not read.")
    }

    @Test func emptyAnswer_isEmpty() {
        #expect(throws: FeedError.empty) { try parse("") }
        #expect(throws: FeedError.empty) { try parse(" \n\t") }
    }

    @Test func externalEntity_isNeverResolved() {
        let xxe = """
            <?xml version="1.0"?>
            <!DOCTYPE feed [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&secret;</title>\
            <link href="https://qiita.com/bob/items/0123456789abcdef0123"/></entry></feed>
            """
        #expect(throws: FeedError.doctype) { try parse(xxe) }
    }

    @Test func entityExpansionBomb_isRefusedAtItsDoctype() {
        var declarations = #"<!ENTITY a0 "lol">"#
        for level in 1...9 {
            declarations += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let bomb = "<?xml version=\"1.0\"?><!DOCTYPE feed [\(declarations)]><feed><title>&a9;</title></feed>"
        #expect(throws: FeedError.doctype) { try parse(bomb) }
    }

    @Test func undeclaredEntity_isMalformed() {
        #expect {
            try parse(document(entry(link: "https://qiita.com/bob/items/0123456789abcdef0123", title: "&nbsp;x")))
        } throws: { error in
            if case FeedError.malformed = error { return true }
            return false
        }
    }

    @Test func xmlThatIsNotAtom_isNotAtom() {
        #expect(throws: FeedError.notAtom(root: "rss")) { try parse("<rss version=\"2.0\"><channel/></rss>") }
        #expect(throws: FeedError.notAtom(root: "{urn:other}feed")) {
            try parse(#"<feed xmlns="urn:other"><entry><link href="https://qiita.com/a/items/0123"/></entry></feed>"#)
        }
    }

    @Test func deepNesting_isReadWithoutRecursionAndYieldsNoEntries() throws {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        let feed = try parse("<feed>" + deep + "</feed>")
        #expect(feed.entries.isEmpty && feed.skipped.isEmpty)
        let deepEntry = try parse(document("<entry>" + deep + "</entry>"))
        #expect(deepEntry.skipped == [SkippedEntry(title: "", reason: .noLink)])
    }

    @Test func controlCharactersAndMarkupInTheExcerpt_comeBackAsText() throws {
        let content = "<content type=\"html\">&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;\nsecond</content>"
        let entry = entry(link: "https://qiita.com/bob/items/0123456789abcdef0123")
            .replacingOccurrences(of: "</entry>", with: content + "</entry>")
        let feed = try parse(document(entry))
        #expect(feed.entries.first?.excerpt == "<script>alert(1)</script>\nsecond")
        // A script's code is not prose: the first line of prose is the next one.
        #expect(feed.entries.first?.firstLine == "second")
    }

    @Test func unreadableDates_leaveTheEntryWithoutThem() throws {
        let entry = entry(link: "https://qiita.com/bob/items/0123456789abcdef0123")
            .replacingOccurrences(of: "2026-11-20T09:00:00+09:00", with: "yesterday")
        let feed = try parse(document(entry))
        #expect(feed.entries.count == 1)
        #expect(feed.entries.first?.published == nil)
    }

    @Test func everyFaultSaysOneSentence() {
        let errors: [FeedError] = [
            .empty, .tooLarge(bytes: 1, limit: 1), .webPage, .malformed(line: 0, reason: "x"), .malformed(line: 4, reason: "x"),
            .doctype, .notAtom(root: "rss"), .outOfMemory,
        ]
        for error in errors {
            let sentence = error.description
            #expect(sentence.hasSuffix("."), "\(sentence)")
            #expect(sentence.first?.isUppercase == true && !sentence.contains("\n"), "\(sentence)")
        }
    }
}
