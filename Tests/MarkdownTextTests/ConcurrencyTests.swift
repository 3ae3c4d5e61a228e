import Testing
import MarkdownText

@Test func parsing_onManyTasksAtOnce_givesTheSameDocument() async {
    let markdown = "# 見出し\n\n:::note warn\n[a](https://a.example) ~~x~~\n:::\n\n| a |\n|---|\n| b |\n\n- [x] t[^1]\n\n[^1]: f"
    let expected = MarkdownParser.parse(markdown)
    let documents = await withTaskGroup(of: Document.self) { group in
        for _ in 0..<16 { group.addTask { MarkdownParser.parse(markdown) } }
        return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(documents.count == 16)
    #expect(documents.allSatisfy { $0 == expected })
}
