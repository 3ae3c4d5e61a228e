import Foundation

/// A stand-in for python3 that the highlighter starts in its place: a shell script in a folder of
/// its own, which ignores the arguments (`-I -c PROGRAM`) and talks the helper's protocol as the
/// test wrote it. `$dir` in the script is the folder, for files it leaves for the test.
struct FakeHelper {
    /// The folder the script is in.
    let folder: URL
    /// The script's path, to pass as `python`.
    var path: String { folder.appendingPathComponent("python3").path }

    init(script: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-fake-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "#!/bin/sh\ndir='\(folder.path)'\n" + script + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// The names of the files in the folder that start with `prefix`.
    func files(startingWith prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(prefix) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
