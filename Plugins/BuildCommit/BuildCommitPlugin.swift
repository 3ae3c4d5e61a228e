import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` into the target before every build: `kijiBuildCommit`, the short hash of
/// the commit the sources are at (`, modified` after it when tracked files have uncommitted changes),
/// or `unknown commit` when they are not a git checkout.
///
/// A prebuild command runs at the start of each build, so the value is never stale, and the file is only
/// rewritten when the value changes, so an unchanged commit compiles nothing. It lives in the plugin's
/// work folder under the build folder: the tree stays clean.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit")
        return [
            .prebuildCommand(
                displayName: "Reading the commit kiji is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "build-commit", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }

    /// `sh -c` script; $1 is the package folder, $2 the output folder.
    static let script = #"""
        commit="unknown commit"
        if hash=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null); then
          commit=$hash
          if [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$hash, modified"; fi
        fi
        text="/// The commit kiji was built from, written by the BuildCommit plugin.
        let kijiBuildCommit = \"$commit\""
        mkdir -p "$2"
        [ "$(cat "$2/BuildCommit.swift" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" >"$2/BuildCommit.swift"
        """#
}
