import MarkdownText
import TestDeadline
import Testing

@Test func parsing_onManyTasksAtOnce_givesTheSameDocument() async throws {
    let markdown = "# 見出し\n\n:::note warn\n[a](https://a.example) ~~x~~\n:::\n\n| a |\n|---|\n| b |\n\n- [x] t[^1]\n\n[^1]: f"
    let expected = MarkdownParser.parse(markdown)
    let finished = await finishing(within: .seconds(300)) {
        await withTaskGroup(of: Document.self) { group in
            for _ in 0..<16 { group.addTask { MarkdownParser.parse(markdown) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }
    let documents = try #require(finished, "a parse was still running after 300 s")
    #expect(documents.allSatisfy { $0 == expected })
}
