import KijiData
import Testing

/// A config.toml the TOML parser refuses is said in kiji's words: what the named line lacks, never
/// the parser's own English.
@Suite("config.toml syntax errors in kiji's words")
struct TOMLSyntaxReasonTests {
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(
        themeRoles: [], keyActions: [], isKeyName: { _ in true }, listSelectionStyles: []))

    @Test(arguments: [
        ("images = \nper_page = 20", 1, "a key has no value after =, or a value TOML does not know (text needs quotes); using the defaults."),
        ("images = off", 1, "a key has no value after =, or a value TOML does not know (text needs quotes); using the defaults."),
        ("per_page = 20\n[keys\nopen = \"l\"", 2, "a table header is not closed with ]; using the defaults."),
        ("per_page 20", 1, "a key is not followed by =; using the defaults."),
        ("per_page = 20\nper_page = 30", 2, "a key or a table is defined twice; using the defaults."),
        ("per_page = 20 30", 1, "something follows the value on this line (a comment starts with #); using the defaults."),
        ("[keys]\nopen = [\"l\", \"Enter\"", 2, "the file ends inside a value: a string, an array or an inline table is not closed; using the defaults."),
    ])
    func aSyntaxError_saysWhatTheLineLacks(text: String, line: Int, message: String) {
        let result = loader.parse(text, file: "/cfg/kiji/config.toml")
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == line)
        #expect(result.problems.first?.message == message)
        #expect(result.problems.first?.message.contains("Error while parsing") == false)
    }
}
