import Foundation
import PackagePlugin

/// Generates `BuildCommit.swift` for the target: `kijiBuildCommit`, the short hash of the commit the sources
/// are at (`, modified` after it when tracked files have uncommitted changes), or `unknown commit` when
/// the package folder is not itself a git checkout (an unpacked archive, even inside another repository).
///
/// The command's inputs are git's HEAD, its reflog and its index, and every source file of the package:
/// it runs again after a commit, a checkout or an edit, and not otherwise. It rewrites the file only when
/// the value changes, so an unchanged value compiles nothing. The file lives in the plugin's work folder
/// under the build folder, so the tree stays clean.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let sources = context.package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url) }
        let gitFiles = Self.gitDirectory(of: package).map { git in
            ["HEAD", "logs/HEAD", "index"].map { git.appending(path: $0) }
        } ?? []
        let inputs = ([package.appending(path: "Package.swift")] + gitFiles + sources).filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        return [
            .buildCommand(
                displayName: "Reading the commit kiji is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "build-commit", package.path, output.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// The folder git keeps this checkout's HEAD, reflog and index in: `.git`, or for a worktree the
    /// folder its `.git` file names.
    static func gitDirectory(of package: URL) -> URL? {
        let dotGit = package.appending(path: ".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") else { return nil }
        let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL
    }

    /// `sh -c` script; $1 is the package folder, $2 the file to write.
    static let script = #"""
        commit="unknown commit"
        if [ -e "$1/.git" ] && hash=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null); then
          commit=$hash
          if [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$hash, modified"; fi
        fi
        text="/// The commit kiji was built from, written by the BuildCommit plugin.
        let kijiBuildCommit = \"$commit\""
        [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" >"$2"
        """#
}
