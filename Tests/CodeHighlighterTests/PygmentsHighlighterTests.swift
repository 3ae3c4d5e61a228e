import ArticleLayout
import CodeHighlighter
import Foundation
import MarkdownText
import TerminalUI
import Testing

/// The Pygments highlighter, run for real: python3 with python3-pygments (Scripts/install-system-packages).
/// Serialized, so that the count of helper processes sees only its own test's.
@Suite("PygmentsHighlighter: code blocks come back as token kinds by ranges of their own text", .serialized)
struct PygmentsHighlighterTests {
    private let highlighter = PygmentsHighlighter()

    /// The kinds of the stretches of `block` whose text is `piece`.
    private func kinds(of piece: String, in block: CodeBlock, _ highlight: CodeHighlight) -> Set<CodeTokenKind> {
        var found: Set<CodeTokenKind> = []
        for (index, line) in block.lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            for token in highlight.tokens(ofLine: index) {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[token.range])
                if String(text) == piece { found.insert(token.kind) }
            }
        }
        return found
    }

    private func highlight(_ language: String, _ lines: [String]) async throws -> (CodeBlock, CodeHighlight?) {
        let block = CodeBlock(language: language, lines: lines)
        let request = try #require(CodeHighlightRequest(block: block))
        let result = await highlighter.highlights(for: [request])
        #expect(result.problem == nil)
        return (block, result.highlights[block])
    }

    @Test func swiftBlock_hasKeywordStringAndComment() async throws {
        let (block, found) = try await highlight("swift", ["// greets", "let name = \"kiji\"", "func hello() {}"])
        let highlight = try #require(found)
        #expect(kinds(of: "// greets", in: block, highlight) == [.comment])
        #expect(kinds(of: "let", in: block, highlight) == [.keyword])
        #expect(kinds(of: "hello", in: block, highlight) == [.function])
        #expect(kinds(of: "\"kiji\"", in: block, highlight) == [.string])
    }

    @Test func rubyBlock_underQiitasAlias_hasKeywordStringAndComment() async throws {
        let (block, found) = try await highlight("rb", ["# note", "def greet", "  puts 'hi'", "end"])
        let highlight = try #require(found)
        #expect(kinds(of: "# note", in: block, highlight) == [.comment])
        #expect(kinds(of: "def", in: block, highlight) == [.keyword])
        #expect(kinds(of: "'hi'", in: block, highlight) == [.string])
    }

    @Test func pythonBlock_hasKeywordStringCommentNumberAndFunction() async throws {
        let (block, found) = try await highlight("py", ["import os  # os", "def run(n=42):", "    return \"done\""])
        let highlight = try #require(found)
        #expect(kinds(of: "import", in: block, highlight) == [.keyword])
        #expect(kinds(of: "# os", in: block, highlight) == [.comment])
        #expect(kinds(of: "run", in: block, highlight) == [.function])
        #expect(kinds(of: "42", in: block, highlight) == [.number])
        #expect(kinds(of: "\"done\"", in: block, highlight) == [.string])
    }

    @Test func diffBlock_marksAddedAndRemovedLines() async throws {
        let (block, found) = try await highlight("diff", ["@@ -1 +1 @@", "-old", "+new"])
        let highlight = try #require(found)
        #expect(kinds(of: "-old", in: block, highlight) == [.diffRemove])
        #expect(kinds(of: "+new", in: block, highlight) == [.diffAdd])
    }

    @Test func diffOfALanguage_colorsTheCodeAfterTheMarker() async throws {
        let (block, found) = try await highlight("diff_python", ["-import os", "+import sys"])
        let highlight = try #require(found)
        #expect(kinds(of: "import", in: block, highlight) == [.keyword])
        #expect(highlight.tokens(ofLine: 0).allSatisfy { $0.range.lowerBound >= 1 })
    }

    @Test func unknownLanguage_staysPlain() async throws {
        let (_, found) = try await highlight("no-such-language-kiji", ["print 1"])
        #expect(found == nil)
    }

    @Test func knownHighlights_areNoneBeforeARun_andTheRunsColoursAfterIt() async throws {
        let swift = try #require(CodeHighlightRequest(block: CodeBlock(language: "swift", lines: ["let x = 1"])))
        let plain = try #require(CodeHighlightRequest(block: CodeBlock(language: "no-such-language-kiji", lines: ["x"])))
        #expect(highlighter.knownHighlights(for: [swift, plain]) == nil)
        let result = await highlighter.highlights(for: [swift, plain])
        let known = try #require(highlighter.knownHighlights(for: [swift, plain]))
        #expect(known == result.highlights)
        #expect(known.count == 1)
        let other = try #require(CodeHighlightRequest(block: CodeBlock(language: "swift", lines: ["var y = 2"])))
        #expect(highlighter.knownHighlights(for: [swift, other]) == nil)
    }

    @Test func hostileStringLiteral_leavesNoControlCharacterInAnyLaidOutSpan() async throws {
        let hostile = "x = \"\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}evil\""
        let (block, found) = try await highlight("python", [hostile, "# \u{1B}[31mred"])
        let highlight = try #require(found)
        #expect(kinds(of: "x", in: block, highlight) != [.string])
        let document = Document(blocks: [.code(block)])
        let lines = MarkdownLayout.lines(
            for: document, width: 80, theme: .standard, highlights: CodeHighlights([try #require(CodeHighlightRequest(block: block)): highlight]))
        let texts = lines.flatMap(\.spans).map(\.text.string)
        #expect(texts.allSatisfy { $0.unicodeScalars.allSatisfy { !Sanitizer.isForbidden($0) } })
        let coloured = lines.flatMap(\.spans).filter { $0.style.foreground == Theme.standard[.codeString].foreground }
        #expect(!coloured.isEmpty)
    }

    @Test func cancelledRun_stopsEarly_killsItsHelper_andLaterRunsStillWork() async throws {
        let requests = (0..<300).compactMap { number in
            CodeHighlightRequest(block: CodeBlock(language: "python", lines: (0..<40).map { "value_\(number)_\($0) = \"\($0)\"  # line" }))
        }
        let task = Task { await highlighter.highlights(for: requests) }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while HelperCensus.childrenRunning(named: "python3") == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(HelperCensus.childrenRunning(named: "python3") == 1)
        task.cancel()
        let cancelled = await task.value
        #expect(cancelled.highlights.count < requests.count)
        #expect(cancelled.problem == nil)
        #expect(HelperCensus.childrenRunning(named: "python3") == 0)
        let (_, found) = try await highlight("python", ["pass"])
        #expect(found != nil)
    }

    @Test func everyLanguageTheIssueLists_andQiitasAliases_haveAGrammar() async throws {
        let names = [
            "ruby", "python", "javascript", "js", "typescript", "ts", "swift", "go", "golang", "rust", "java", "kotlin", "php",
            "c", "cpp", "c++", "csharp", "sql", "bash", "sh", "shell", "zsh", "console", "shell-session", "yaml", "yml",
            "json", "toml", "dockerfile", "html", "xml", "css", "scss", "diff", "hcl", "terraform", "elixir", "dart",
            "scala", "haskell", "lua", "r", "vim", "makefile", "nginx", "ini", "plaintext", "rb", "py",
        ]
        let blocks = names.map { CodeBlock(language: $0, lines: ["x = 1"]) }
        let result = await highlighter.highlights(for: blocks.compactMap(CodeHighlightRequest.init(block:)))
        let missing = blocks.filter { result.highlights[$0] == nil }.compactMap(\.language)
        #expect(missing == [])
    }

    @Test func consoleSession_colorsThePromptApartFromTheOutput() async throws {
        let (block, found) = try await highlight("console", ["$ ls -a", "README.md"])
        let highlight = try #require(found)
        #expect(kinds(of: "$ ", in: block, highlight) == [.keyword])
        #expect(highlight.tokens(ofLine: 1).isEmpty)
    }
}

@Suite("PygmentsHighlighter without Python: code stays plain and the reason is said once")
struct MissingPygmentsTests {
    @Test func missingPython_leavesCodePlain_andSaysWhyOnlyOnce() async throws {
        let highlighter = PygmentsHighlighter(python: "/nonexistent/python3")
        let request = try #require(CodeHighlightRequest(block: CodeBlock(language: "python", lines: ["pass"])))
        let first = await highlighter.highlights(for: [request])
        let second = await highlighter.highlights(for: [request])
        #expect(first.highlights.count == 0)
        #expect(first.problem?.contains("python3-pygments") == true)
        #expect(second.highlights.count == 0)
        #expect(second.problem == nil)
    }
}
