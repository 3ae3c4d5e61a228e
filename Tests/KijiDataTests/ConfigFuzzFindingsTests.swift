import Foundation
import KijiData
import Testing

/// Inputs the `config` fuzz target (Fuzz/, issue 15) found, kept so that they never come back.
@Suite("ConfigLoader: inputs found by fuzzing")
struct ConfigFuzzFindingsTests {
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(
        themeRoles: ["title", "selection"], keyActions: ["open", "back", "down"],
        isKeyName: { ["Enter", "l", "j", "Esc", "q"].contains($0) }))

    private func parse(_ bytes: [UInt8]) -> ConfigLoader.Result {
        loader.parse(String(decoding: bytes, as: UTF8.self), file: "config.toml")
    }

    /// The input as the fuzzer saved it: toml++ asserted on the header `[)heme]` and kiji aborted.
    private static let abortingHeader: [UInt8] = Array(
        "ba_rsuel = \"https://qiita.com/api/v2\"\nper_page = 30\nbesa_urlcache_size_mb = 100\n[)heme]\ntitle = \"*yellow\"\nselection = { foreground = \"black\", background\u{01}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\n = \"bri`ht-cyan\" }\n[keys]\nopen = [\"Enter\", \"l\"]\nbbck = [\"Esc\", \"q\"]\nstock = \"x\""
            .utf8)

    @Test func tableHeaderStartingWithPunctuation_isAProblemOnItsLineInsteadOfAnAbort() {
        let result = parse(Self.abortingHeader)
        #expect(result.config == KijiConfig())
        #expect(result.problems.map(\.line) == [4])
        #expect(result.problems.first?.message.contains("table header") == true)
    }

    /// The input as the fuzzer saved it: toml++ asserted on the array element `}` and kiji aborted.
    private static let abortingArrayElement: [UInt8] = Array(
        "[theme]\ntitle = \"octarine\"\ntag = 300\n[keys]\nopen = [\"Hype-r\"]\nback = [}".utf8)

    @Test func arrayElementStartingWithABrace_isAProblemOnItsLineInsteadOfAnAbort() {
        let result = parse(Self.abortingArrayElement)
        #expect(result.config == KijiConfig())
        #expect(result.problems.map(\.line) == [6])
        #expect(result.problems.first?.message.contains("array element") == true)
    }

    @Test(arguments: [
        ("[)", 1), ("[&", 1), ("[[[1]]]", 1), ("[\n", 1), ("[[ ?]]", 1), ("per_page = 2\n\t[ =a]", 2), ("[a]\n[b]\n[\r\n", 3),
        ("a = [}", 1), ("a = [1,}", 1), ("a = [[}]]", 1), ("a = [\n# c\n\t}]", 3), ("a = {b = [}]}", 1), ("a = [\u{2028}]", 1),
        ("a = [\u{85}]", 1), ("x = 1\n\u{2029} = 2", 2),
    ])
    func invalidTOMLTheParserDoesNotCheck_isAProblemOnItsLine(text: String, line: Int) {
        let result = parse(Array(text.utf8))
        #expect(result.config == KijiConfig())
        #expect(result.problems.map(\.line) == [line])
    }

    @Test func bracketsInCommentsStringsAndArrays_areNotMistakenForHeaders() {
        let result = parse(Array("""
            # [) is no header in a comment, nor [} an array, nor \u{2028} a line break
            per_page = 30
            [keys]
            open = [
              "Enter",
              "l"
            ]
            down = \"\"\"
            [)
            \"\"\"
            back = ['[)', "}", "\u{2028}"]
            """.utf8))
        #expect(result.config.perPage == 30)
        #expect(result.config.keys["open"] == ["Enter", "l"])
        #expect(!result.problems.contains { $0.message.contains("table header") })
        #expect(result.problems.map(\.key).sorted() == ["keys.back", "keys.down"])
    }

    /// The input as the fuzzer saved it: a key name holding U+009A (a C1 control) was quoted raw in
    /// the problem that kiji prints to standard error at start.
    private static let controlInAKeyName: [UInt8] = Array(
        "[theme]\ntitle = \"octarine\"\ntag = 300\n[keys]\nopen = [\"Hyp\u{9A}r-Q\"]\nback = []".utf8)

    @Test func controlCharacterInAValue_isEscapedInTheProblemMessage() {
        let problems = parse(Self.controlInAKeyName).problems
        let open = problems.first { $0.key == "keys.open" }
        #expect(open?.message.hasPrefix("\"Hyp\\u{9A}r-Q\" is not a key name") == true)
        #expect(!problems.contains { $0.description.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    }

    @Test func controlCharactersInAKey_areEscapedInTheProblem() {
        let problems = parse(Array(#""a\u001B[31m\u202Eb" = 1"#.utf8)).problems
        #expect(problems.map(\.key) == ["a\\u{1B}[31m\\u{202E}b"])
    }

    /// Found while checking the fuzz target's own line count: CR LF is one Character in Swift, so
    /// a file saved with CR LF line ends was one long line and every problem named line 1.
    @Test func fileWithCRLFLineEnds_problemsNameTheirLines() {
        let problems = parse(Array("per_page = 30\r\n[keys]\r\nopen = \"nope\"\r\n".utf8)).problems
        #expect(problems.map(\.line) == [3])
    }
}
