import Foundation
import Testing

/// Every relative link in the READMEs, ARCHITECTURE.md and under docs/ (docs/ja included) reaches a file of the
/// repository, and a link to a heading (`page.md#anchor`) names one the page has, as GitHub makes
/// anchors from headings.
@Suite("Links between the documents")
struct DocumentLinksTests {
    /// The Markdown files a reader follows links from: the READMEs, ARCHITECTURE.md and every page under docs/.
    static var pages: [String] {
        let docs = RepositoryFile.root.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md", "README.ja.md", "ARCHITECTURE.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func pages_includeTheJapaneseOnes() {
        #expect(Self.pages.contains("docs/ja/usage.md"))
        #expect(Self.pages.contains("docs/ja/configuration.md"))
        #expect(Self.pages.contains("docs/ja/keys.md"))
    }

    @Test(arguments: pages)
    func everyRelativeLink_reachesAFileAndItsHeading(page: String) throws {
        let outline = MarkdownOutline(try RepositoryFile.text(page))
        let folder = (page as NSString).deletingLastPathComponent
        for link in outline.localLinks {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            let path = RepositoryFile.root.appendingPathComponent(target).path
            guard FileManager.default.fileExists(atPath: path) else {
                Issue.record("\(page) links to \(link), and \(target) does not exist")
                continue
            }
            guard parts.count == 2, target.hasSuffix(".md") else { continue }
            let anchor = parts[1].removingPercentEncoding ?? parts[1]
            let anchors = HeadingAnchors(try RepositoryFile.text(target)).anchors
            #expect(anchors.contains(anchor), "\(page) links to \(link), and \(target) has no heading whose anchor is #\(anchor)")
        }
    }

    @Test func headingAnchors_areGitHubs() {
        let anchors = HeadingAnchors("""
            # Using kiji
            ## Read one article, or preview your own
            ```sh
            # not a heading
            ```
            ## Keys
            ### Keys
            ## キーの割り当て（`[keys]`）
            ## Images in articles
            """).anchors
        #expect(anchors == ["using-kiji", "read-one-article-or-preview-your-own", "keys", "keys-1", "キーの割り当てkeys", "images-in-articles"])
    }
}

/// The anchors GitHub gives a Markdown page's headings: lower case, spaces to hyphens, other
/// punctuation dropped, and `-1`, `-2` … after a repeated one.
struct HeadingAnchors {
    private(set) var anchors: [String] = []

    init(_ markdown: String) {
        var inFence = false
        var seen: [String: Int] = [:]
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(text.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let repeats = seen[slug, default: 0]
            seen[slug] = repeats + 1
            anchors.append(repeats == 0 ? slug : "\(slug)-\(repeats)")
        }
    }
}
