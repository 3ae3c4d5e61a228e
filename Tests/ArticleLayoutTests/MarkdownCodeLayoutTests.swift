import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownCodeLayoutTests {
    @Test(arguments: [80, 40])
    func codeBlock_withQiitaFilename_showsLanguageAndFilenameInItsHeader(width: Int) {
        let lines = texts("```swift:Sources/App/main.swift\nlet x = 1\n```", width: width)
        #expect(lines == ["┌─ swift · Sources/App/main.swift", "│ let x = 1", "└─"])
    }

    @Test func codeBlockHeader_tooWideForTheScreen_wrapsInsideTheFrame() {
        let lines = texts("```swift:Sources/App/main.swift\nlet x = 1\n```", width: 24)
        #expect(lines == ["┌─ swift · Sources/App/", "│  main.swift", "│ let x = 1", "└─"])
    }

    @Test(arguments: [80, 30])
    func codeBlock_withOnlyALanguage_showsTheLanguage(width: Int) {
        #expect(texts("```ruby\nputs 1\n```", width: width) == ["┌─ ruby", "│ puts 1", "└─"])
    }

    @Test(arguments: [80, 30])
    func codeBlock_withoutInfo_hasABareFrame(width: Int) {
        #expect(texts("```\n$ kiji --help\n\nUSAGE\n```", width: width) == ["┌─", "│ $ kiji --help", "│", "│ USAGE", "└─"])
    }

    @Test func codeLines_useTheCodeStyleBehindADimBar() throws {
        let lines = layout("```\nlet x = 1\n```", width: 80)
        #expect(try #require(span(containing: "let x", in: lines)).style == Theme.standard[.code])
        #expect(try #require(span(containing: "│", in: lines)).style.attributes.contains(.dim))
    }

    @Test(arguments: [80, 30])
    func tabs_areExpandedToTheNextStopOfFourColumns(width: Int) {
        let lines = texts("```go\nfunc f() {\n\treturn\n\t\tx\ta\n}\n```", width: width)
        #expect(lines == ["┌─ go", "│ func f() {", "│     return", "│         x   a", "│ }", "└─"])
    }

    @Test(arguments: [80, 30])
    func longCodeLine_continuesOnMarkedLinesWithNothingLost(width: Int) {
        let code = "let message = \"a line of code that is far longer than any narrow terminal could show in one go, honestly\""
        let lines = texts("```\n\(code)\n```", width: width)
        let body = lines.dropFirst().dropLast()
        #expect(body.first?.hasPrefix("│ ") == true)
        #expect(body.dropFirst().allSatisfy { $0.hasPrefix("↪ ") })
        #expect(body.map { String($0.dropFirst(2)) }.joined() == code)
        #expect(lines.allSatisfy { $0.count <= width })
    }

    @Test(arguments: [80, 30])
    func japaneseCodeLine_isCutByDisplayColumns(width: Int) {
        let comment = "// 日本語のコメントはとても長くなりがちで、幅の狭い端末では折り返しが必要になります"
        let lines = layout("```\n\(comment)\n```", width: width)
        expectFits(lines, width: width)
        #expect(texts(lines).dropFirst().dropLast().map { String($0.dropFirst(2)) }.joined() == comment)
    }
}
