import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

@MainActor
struct MarkdownPagerIntegrationTests {
    @Test(arguments: [80, 40, 13])
    func laidOutLines_areNotWrappedAgainByThePager(width: Int) {
        let lines = layout(MarkdownLayoutSamples.everything, width: width)
        let view = TextView(paragraphs: lines)
        view.layout(height: 24, width: width)
        #expect(view.lineCount == lines.count)
    }

    @Test func pager_cyclesThroughLinksImagesAndTheReferenceList() {
        let markdown = "See [a guide](https://a.example) with a long title and ![a chart](https://c.example/c.png).\n\nAlso https://b.example"
        let view = TextView(paragraphs: layout(markdown, width: 30))
        view.layout(height: 40, width: 30)
        var targets: [String] = []
        for _ in 0..<view.linkCount {
            view.perform(.nextLink)
            targets += view.focusedTarget.map { [$0] } ?? []
        }
        #expect(targets == [
            "https://a.example", "https://c.example/c.png", "https://b.example",
            "https://a.example", "https://c.example/c.png", "https://b.example",
        ])
    }

    @Test func strikethroughInsideALink_staysOneTarget() {
        let lines = layout("[~~old~~ new](https://x.example) and ~~[gone](https://y.example)~~", width: 80)
        #expect(texts(lines).first == "~~old~~ new[1] and ~~gone~~[2]")
        let view = TextView(paragraphs: [lines[0]])
        view.layout(height: 5, width: 80)
        #expect(view.linkCount == 2)
    }

    @Test func wrappedStandaloneImage_isOneTargetWithItsURLLines() {
        let lines = layout("![A picture of a very long subject](https://img.example/long/path/p.png)", width: 16)
        let view = TextView(paragraphs: Array(lines.prefix { $0.plainText.string != "Links" }))
        view.layout(height: 40, width: 16)
        #expect(view.linkCount == 1)
    }
}
