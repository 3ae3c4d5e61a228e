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

    @Test(arguments: [
        ("[)", 1), ("[&", 1), ("[[[1]]]", 1), ("[\n", 1), ("[[ ?]]", 1), ("per_page = 2\n\t[ =a]", 2), ("[a]\n[b]\n[\r\n", 3),
    ])
    func headersTheParserDoesNotCheck_areProblemsOnTheirLine(text: String, line: Int) {
        let result = parse(Array(text.utf8))
        #expect(result.config == KijiConfig())
        #expect(result.problems.map(\.line) == [line])
    }

    @Test func bracketsInCommentsStringsAndArrays_areNotMistakenForHeaders() {
        let result = parse(Array("""
            # [) is no header in a comment
            per_page = 30
            [keys]
            open = [
              "Enter",
              "l"
            ]
            down = \"\"\"
            [)
            \"\"\"
            back = '[)'
            """.utf8))
        #expect(result.config.perPage == 30)
        #expect(result.config.keys["open"] == ["Enter", "l"])
        #expect(!result.problems.contains { $0.message.contains("table header") })
        #expect(result.problems.map(\.key).sorted() == ["keys.back", "keys.down"])
    }
}
