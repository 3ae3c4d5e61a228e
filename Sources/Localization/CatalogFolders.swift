import CGettext
import Glibc

/// Where kiji's compiled catalogs are looked for, relative to the running binary.
///
/// - `BIN/locale`: the build tree (`Scripts/build-release` compiles them there, so `Scripts/demo`
///   speaks the user's language);
/// - `BIN/../share/locale`: an install prefix (`Scripts/install` puts `kiji` in `PREFIX/bin` and
///   the catalogs in `PREFIX/share/locale`).
public enum CatalogFolders {
    /// The folders to look in, first match wins.
    public static func candidates(beside executable: String) -> [String] {
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let bin = folder.isEmpty ? "." : folder
        return ["\(bin)/locale", "\(bin)/../share/locale"]
    }

    /// The first candidate that holds some language's `LC_MESSAGES/DOMAIN.mo`.
    static func first(beside executable: String, holding domain: String) -> String? {
        candidates(beside: executable).first { holdsCatalog($0, domain: domain) }
    }

    /// Whether any `LANG/LC_MESSAGES/DOMAIN.mo` exists under `folder`.
    private static func holdsCatalog(_ folder: String, domain: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            if access("\(folder)/\(name)/LC_MESSAGES/\(domain).mo", R_OK) == 0 { return true }
        }
        return false
    }
}
