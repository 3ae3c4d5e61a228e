import Foundation
import KijiData
import Testing

@Suite("ConfigLoader: config.toml applied, problems located by file, line and key")
struct ConfigLoaderTests {
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(
        themeRoles: ["title", "selection", "tag"], keyActions: ["open", "back", "down"],
        isKeyName: { ["Enter", "l", "j", "n", "Esc", "C-f"].contains($0) }, listSelectionStyles: ["bar", "highlight"]))

    private func parse(_ text: String) -> ConfigLoader.Result { loader.parse(text, file: "/cfg/kiji/config.toml") }

    @Test func validFile_isAppliedWithoutProblems() throws {
        let result = parse("""
            # kiji settings
            base_url = "https://team.qiita.com/api/v2"
            per_page = 50
            cache_size_mb = 200

            [theme]
            title = "yellow"
            selection = { foreground = "black", background = "bright-green" }
            tag = 208

            [keys]
            open = ["Enter", "l"]
            back = "Esc"
            """)
        #expect(result.problems == [])
        #expect(result.config.baseURL == URL(string: "https://team.qiita.com/api/v2"))
        #expect(result.config.perPage == 50)
        #expect(result.config.cacheSizeMB == 200)
        #expect(result.config.theme["title"] == ThemeColors(foreground: .palette(3)))
        #expect(result.config.theme["selection"] == ThemeColors(foreground: .palette(0), background: .palette(10)))
        #expect(result.config.theme["tag"] == ThemeColors(foreground: .palette(208)))
        #expect(result.config.keys == ["open": ["Enter", "l"], "back": ["Esc"]])
    }

    @Test func everyImageMode_isReadByName_andAnUnknownOneIsAProblemNamingThemAll() {
        for mode in ["auto", "symbols", "sixel", "kitty", "iterm", "off"] {
            let result = parse("images = \"\(mode)\"")
            #expect(result.problems == [] && result.config.images?.rawValue == mode, "\(mode)")
        }
        let wrong = parse("images = \"pixels\"")
        #expect(wrong.config.images == nil)
        let message = wrong.problems.map(\.description).joined()
        #expect(["\"kitty\"", "\"iterm\"", "\"sixel\""].allSatisfy { message.contains($0) }, "\(message)")
    }

    @Test func dottedCodeRoles_areReadBesideTheCodeRolesOwnColours() {
        let loader = ConfigLoader(vocabulary: ConfigVocabulary(
            themeRoles: ["code", "code.keyword", "code.string"], keyActions: [], isKeyName: { _ in false }))
        let result = loader.parse("""
            [theme]
            code.foreground = "yellow"
            code.keyword = "magenta"
            code.string = { foreground = 71 }
            """, file: "/cfg/kiji/config.toml")
        #expect(result.problems == [])
        #expect(result.config.theme["code"] == ThemeColors(foreground: .palette(3)))
        #expect(result.config.theme["code.keyword"] == ThemeColors(foreground: .palette(5)))
        #expect(result.config.theme["code.string"] == ThemeColors(foreground: .palette(71)))
    }

    @Test func unknownTopLevelKey_isNamedWithItsLineAndTheRestStillApplies() {
        let result = parse("""
            per_page = 30

            colour = "red"
            """)
        #expect(result.config.perPage == 30)
        let problem = result.problems.first
        #expect(result.problems.count == 1)
        #expect(problem?.file == "/cfg/kiji/config.toml")
        #expect(problem?.line == 3)
        #expect(problem?.key == "colour")
        #expect(problem?.description.hasPrefix("/cfg/kiji/config.toml:3: colour: is not a setting kiji knows") == true)
    }

    @Test func unknownKeyInATable_isNamedWithItsTableAndLine() {
        let result = parse("""
            [theme]
            title = "red"
            sparkle = "blue"

            [keys]
            fly = ["j"]
            """)
        #expect(result.config.theme["title"] == ThemeColors(foreground: .palette(1)))
        #expect(result.problems.map(\.key) == ["theme.sparkle", "keys.fly"])
        #expect(result.problems.map(\.line) == [3, 6])
    }

    @Test func wrongType_isAProblemAndTheDefaultIsKept() {
        let result = parse("""
            base_url = "https://qiita.com/api/v2"
            per_page = "twenty"
            """)
        #expect(result.config.perPage == nil)
        #expect(result.config.baseURL != nil)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == 2)
        #expect(result.problems.first?.key == "per_page")
        #expect(result.problems.first?.message == "must be a whole number, not a string; using the default.")
    }

    @Test func listSelection_acceptsAKnownStyle() {
        let result = parse("list_selection = \"highlight\"\n")
        #expect(result.problems == [])
        #expect(result.config.listSelection == "highlight")
    }

    @Test func listSelection_unknownStyle_isAProblemNamingTheChoices() {
        let result = parse("per_page = 30\nlist_selection = \"underline\"\n")
        #expect(result.config.listSelection == nil)
        #expect(result.config.perPage == 30)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.key == "list_selection")
        #expect(result.problems.first?.line == 2)
        #expect(result.problems.first?.description.contains("\"bar\" or \"highlight\"") == true)
    }

    @Test func perPageOutOfRange_isAProblem() {
        let result = parse("per_page = 500\n")
        #expect(result.config.perPage == nil)
        #expect(result.problems.first?.description == "/cfg/kiji/config.toml:1: per_page: must be between 1 and 100, not 500; using the default.")
    }

    @Test func badValues_inThemeAndKeys_areProblems() {
        let result = parse("""
            base_url = "ftp://example.com"
            [theme]
            title = "octarine"
            tag = 300
            [keys]
            open = ["Hyper-Q"]
            back = []
            """)
        #expect(result.config == KijiConfig())
        #expect(result.problems.map(\.key) == ["base_url", "theme.title", "theme.tag", "keys.open", "keys.back"])
        #expect(result.problems.map(\.line) == [1, 3, 4, 6, 7])
        #expect(result.problems[3].message.contains("\"Hyper-Q\" is not a key name"))
    }

    @Test func syntaxError_namesTheLineAndUsesAllDefaults() {
        let result = parse("""
            per_page = 30
            [theme
            """)
        #expect(result.config == KijiConfig())
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == 2)
        #expect(result.problems.first?.message.hasSuffix("using the defaults.") == true)
    }

    @Test func missingFile_isAllDefaultsAndNoProblem() throws {
        let folder = try TemporaryFolder()
        let result = loader.load(folder.url.appendingPathComponent("config.toml"))
        #expect(result.config == KijiConfig())
        #expect(result.problems.isEmpty)
    }

    @Test func fileOnDisk_isReadAndNamedInProblems() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("config.toml")
        try "per_page = 0\n".write(to: file, atomically: true, encoding: .utf8)
        let result = loader.load(file)
        #expect(result.problems.first?.file == file.path)
        #expect(result.problems.first?.line == 1)
    }

    @Test func configFile_liesBesideTheToken() {
        #expect(ConfigPaths(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).configFile.path == "/x/kiji/config.toml")
        #expect(ConfigPaths(environment: ["HOME": "/h"]).configFile.path == "/h/.config/kiji/config.toml")
    }
}
