import KijiData
import Testing

@Suite("ConfigLoader: one key bound to two actions where both apply is a problem")
struct ConfigKeyConflictTests {
    /// A list screen (`open`, `page_down`), an article screen (`follow`) and the shell (`quit`), on every screen.
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(
        themeRoles: [], keyActions: ["open", "page_down", "follow", "quit"], isKeyName: { _ in true },
        keyScopes: [["open", "page_down", "quit"], ["follow", "quit"]]))

    private func problems(_ text: String) -> [ConfigProblem] { loader.parse(text, file: "config.toml").problems }

    @Test func test_keyBoundToTwoActionsOfOneScreen_isAProblemOnTheLaterLine() {
        let found = problems("""
            [keys]
            page_down = "C-f"
            open = ["Enter", "C-f"]
            """)
        #expect(found.count == 1)
        #expect(found.first?.line == 3)
        #expect(found.first?.key == "keys.open")
        #expect(found.first?.message.contains("C-f is bound to open and to page_down") == true)
    }

    @Test func test_keyBoundToAShellActionAndAScreenAction_isAProblem() {
        #expect(problems("[keys]\nquit = \"x\"\nfollow = \"x\"\n").count == 1)
    }

    @Test func test_keyBoundToActionsOfDifferentScreens_isNotAProblem() {
        #expect(problems("[keys]\nopen = \"x\"\nfollow = \"x\"\n").isEmpty)
    }

    @Test func test_keyListedTwiceForOneAction_isNotAConflict() {
        #expect(problems("[keys]\nopen = [\"x\", \"x\"]\n").isEmpty)
    }
}
