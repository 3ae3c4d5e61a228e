import Conformance
import Foundation
import Testing

@testable import QiitaFeed
@testable import QiitaStub

/// Excerpts of the real material in shared/conformance are prose: no table rows, fences, heading or
/// quote marks, tags, link or image syntax, note markers, footnotes or formula marks survive, whether
/// the excerpt is a real feed's, the stub's of a real article, or a real article's source itself.
@Suite("Excerpts of real feeds and articles")
struct RealExcerptSyntaxTests {
    @Test func everyRealFeedEntry_hasAFirstLineWithoutSyntax() throws {
        let feeds = ["popular-items-2023-02-07.atom", "tag-swift-2023-12-30.atom", "user-shou-dev19-2026-08-11.atom"]
        for name in feeds {
            let text = try ConformanceMaterial.original("feeds/" + name)
            let feed = try AtomFeedParser().parse(Array(text.utf8), from: URL(string: "https://qiita.com/popular-items/feed")!)
            for entry in feed.entries {
                #expect(ExcerptSyntax.marks(in: entry.firstLine).isEmpty, "\(name) \(entry.itemID): \(entry.firstLine)")
            }
        }
    }

    @Test func everyRealArticle_readAsAnExcerpt_hasAFirstLineOfProse() throws {
        for name in try ConformanceMaterial.articleNames() {
            let line = ExcerptProse.firstLine(of: try ConformanceMaterial.articleBody(name))
            #expect(!line.isEmpty, "\(name)")
            #expect(ExcerptSyntax.marks(in: line).isEmpty, "\(name): \(line)")
        }
    }

    @Test func theStubsExcerptOfEveryRealArticle_isProseThroughout() throws {
        for name in try ConformanceMaterial.articleNames() {
            let excerpt = FeedRoutes.excerpt(of: try ConformanceMaterial.articleBody(name))
            for line in excerpt.split(separator: "\n") {
                #expect(ExcerptSyntax.marks(in: String(line)).isEmpty, "\(name): \(line)")
            }
            #expect(ExcerptSyntax.marks(in: ExcerptProse.firstLine(of: excerpt)).isEmpty, "\(name)")
        }
    }
}

/// The Markdown and HTML marks a line of prose must not show.
enum ExcerptSyntax {
    /// The marks found in `line`: table pipes, fences, heading and quote marks, tags, link and image
    /// syntax, note markers, footnote syntax and formula marks; empty for prose.
    static func marks(in line: String) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        var found = ["```", "~~~", "](", "![", ":::", "[^", "$$"].filter { trimmed.contains($0) }
        if trimmed.hasPrefix("|") || trimmed.hasSuffix("|") { found.append("|") }
        if trimmed.hasPrefix("#") && trimmed.drop(while: { $0 == "#" }).first == " " { found.append("#") }
        if trimmed.hasPrefix(">") { found.append(">") }
        if trimmed.range(of: #"</?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?/?>"#, options: .regularExpression) != nil { found.append("<tag>") }
        return found
    }
}
