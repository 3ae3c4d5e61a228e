import FoundationEssentials
import Glibc
import Testing

@testable import KijiModules
@testable import kiji

/// A real editor, a shell script standing for `$EDITOR`, that ends badly or writes what cannot be
/// sent: what it wrote is kept in the unsent folder, readable by the user alone, and the sentence
/// says what happened.
@Suite("Failing editor")
struct FailingEditorTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-editor-\(UUID().uuidString)")

    /// Runs `TextEditor` with `$EDITOR` a script whose body is `body` (`$1` is the file).
    ///
    /// The script is read by `sh` rather than executed: a process another test spawns at the moment
    /// the script is written may inherit its open file, and executing a file open for writing fails
    /// (ETXTBSY, seen as status 126) where reading it does not.
    func edit(running body: String, limit: Int = 65_536) throws -> EditorOutcome {
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("editor.sh")
        try Data("\(body)\n".utf8).write(to: script)
        let environment = ["EDITOR": "sh \(script.path)", "XDG_STATE_HOME": state.path, "PATH": "/usr/bin:/bin"]
        return TextEditor(environment: environment).edit("template\n", keepingIn: UnsentTexts(environment: environment), limit: limit)
    }

    /// The files in the unsent folder, with their paths, modes and contents.
    func unsent() -> [(path: String, mode: Int, text: String)] {
        let folder = UnsentTexts(environment: ["XDG_STATE_HOME": state.path]).folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.map { name in
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            stat(path, &info)
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (path, Int(info.st_mode & 0o777), text)
        }
    }

    /// The path of the one file in the unsent folder, after checking that it is 0600 and holds `text`.
    func keptAlone(_ text: String) -> String? {
        let kept = unsent()
        #expect(kept.count == 1)
        #expect(kept.first?.mode == 0o600)
        #expect(kept.first?.text == text)
        return kept.first?.path
    }

    @Test func test_editorExitingNonZero_keepsTextInUnsent() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "printf 'my words\\n' > \"$1\"; exit 3")
        let path = try #require(keptAlone("my words\n"))
        #expect(outcome == .failed(.exitStatus(3), kept: path))
        #expect(EditorMessage.failed(.exitStatus(3), kept: path) == "The editor exited with status 3; your text is kept in \(path).")
    }

    @Test func test_editorKilledBySignal_keepsTextInUnsent() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "printf 'half a thought' > \"$1\"; kill -TERM $$")
        let path = try #require(keptAlone("half a thought"))
        #expect(outcome == .failed(.signal(SIGTERM), kept: path))
    }

    @Test func test_editorReplacingTheFileWithAFolder_isToldApartFromOneThatCouldNotStart() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "rm \"$1\"; mkdir \"$1\"")
        #expect(outcome == .failed(.folderInPlaceOfFile, kept: nil))
    }

    @Test func test_editorExitingNonZero_withoutWriting_keepsNothing() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "exit 1")
        #expect(outcome == .failed(.exitStatus(1), kept: nil))
        #expect(unsent().isEmpty)
    }

    @Test func test_textOverTheLimit_isRefused_andKeptWhole() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "yes a | head -c 5000 > \"$1\"", limit: 1_000)
        let kept = unsent()
        #expect(kept.first?.text.utf8.count == 5_000)
        #expect(kept.first?.mode == 0o600)
        #expect(outcome == .refused(.tooLarge(limit: 1_000), kept: kept.first?.path))
    }

    @Test func test_invalidUTF8_isRefused_andKept() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try edit(running: "printf 'caf\\351\\n' > \"$1\"")
        let kept = unsent()
        #expect(kept.count == 1)
        #expect(outcome == .refused(.notUTF8, kept: kept.first?.path))
    }
}
