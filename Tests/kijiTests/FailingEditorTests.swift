import FoundationEssentials
import Glibc
import Testing

@testable import kiji

/// A real editor, a shell script standing for `$EDITOR`, that ends badly after writing: what it
/// wrote is kept in the unsent folder, readable by the user alone.
@Suite("Failing editor")
struct FailingEditorTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-editor-\(UUID().uuidString)")

    /// Runs `TextEditor` with `$EDITOR` a script whose body is `body` (`$1` is the file).
    func edit(running body: String) throws -> Any? {
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("editor.sh")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
        chmod(script.path, 0o700)
        let environment = ["EDITOR": script.path, "XDG_STATE_HOME": state.path, "PATH": "/usr/bin:/bin"]
        return TextEditor(environment: environment).edit("template\n")
    }

    /// The files in the unsent folder, with their modes and contents.
    func unsent() -> [(mode: Int, text: String)] {
        let folder = UnsentTexts(environment: ["XDG_STATE_HOME": state.path]).folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.map { name in
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            stat(path, &info)
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (Int(info.st_mode & 0o777), text)
        }
    }

    @Test func test_editorExitingNonZero_keepsTextInUnsent() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try edit(running: "printf 'my words\\n' > \"$1\"; exit 3")
        let kept = unsent()
        #expect(kept.count == 1)
        #expect(kept.first?.mode == 0o600)
        #expect(kept.first?.text == "my words\n")
    }

    @Test func test_editorKilledBySignal_keepsTextInUnsent() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try edit(running: "printf 'half a thought' > \"$1\"; kill -TERM $$")
        let kept = unsent()
        #expect(kept.count == 1)
        #expect(kept.first?.mode == 0o600)
        #expect(kept.first?.text == "half a thought")
    }
}
