import Foundation

/// The folders of KijiModules as the module rule sees them: the shared folders every screen may
/// use (`Navigation`, `ModuleKit`) and the module folders (each screen, and the shell), with the
/// types each declares and the names each mentions.
struct ModuleFolders {
    /// Folders every module may name: the protocols screens share and the plumbing they reuse.
    static let shared: Set<String> = ["Navigation", "ModuleKit"]
    /// The one folder that lists every screen (`ScreenCatalogue`): it may name each module's router
    /// and the shell for their keys, and nothing else of theirs; no module names it.
    static let catalogue = "Catalogue"

    /// A type declared in one folder and named in another.
    struct Crossing: Hashable, CustomStringConvertible {
        /// The folder that names the type.
        let folder: String
        /// The type it names.
        let type: String
        /// The folder that declares the type.
        let owner: String

        var description: String { "\(folder) names \(owner)'s \(type)" }
    }

    /// Each folder's Swift sources, by folder name.
    let sources: [String: [String]]

    /// Reads every `.swift` file under each folder of `directory` (one level of folders).
    static func read(_ directory: URL) throws -> ModuleFolders {
        let manager = FileManager.default
        var sources: [String: [String]] = [:]
        for folder in try manager.contentsOfDirectory(atPath: directory.path).sorted() {
            let url = directory.appendingPathComponent(folder)
            guard let files = manager.enumerator(atPath: url.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                sources[folder, default: []].append(try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8))
            }
        }
        return ModuleFolders(sources: sources)
    }

    /// Every place where a folder other than a type's own names a type a module folder declares,
    /// sorted by folder and type.
    var crossings: [Crossing] {
        var owners: [String: String] = [:]
        for (folder, files) in sources where !Self.shared.contains(folder) {
            for file in files {
                for type in Self.declaredTypes(in: file) { owners[type] = folder }
            }
        }
        var found: Set<Crossing> = []
        for (folder, files) in sources {
            for file in files {
                for name in Self.identifiers(in: file) {
                    guard let owner = owners[name], owner != folder, !Self.isCatalogueEntry(name, namedIn: folder) else { continue }
                    found.insert(Crossing(folder: folder, type: name, owner: owner))
                }
            }
        }
        return found.sorted { ($0.folder, $0.type) < ($1.folder, $1.type) }
    }

    /// Whether `type` is what the catalogue may name of a module: its router, or the shell.
    private static func isCatalogueEntry(_ type: String, namedIn folder: String) -> Bool {
        folder == catalogue && (type.hasSuffix("Router") || type == "AppShell")
    }

    /// The names of the types a file declares at its top level and other files can see: classes,
    /// structs, enums, protocols, actors and type aliases that are not private or fileprivate.
    static func declaredTypes(in source: String) -> Set<String> {
        var types: Set<String> = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let first = line.first, !first.isWhitespace else { continue }
            var words = line.split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) { words = words.dropFirst() }
            guard let keyword = words.first, kinds.contains(String(keyword)), let name = words.dropFirst().first,
                !line.contains("private ")
            else { continue }
            types.insert(String(name))
        }
        return types
    }

    /// Every identifier in `source`, comments and strings included: a doc comment that names
    /// another module's type is a dependency too.
    static func identifiers(in source: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in source.unicodeScalars {
            if character == "_" || CharacterSet.alphanumerics.contains(character) && character.isASCII {
                current.unicodeScalars.append(character)
            } else {
                if let first = current.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) { names.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.insert(current) }
        return names
    }

    private static let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    private static let modifiers: Set<String> = ["public", "internal", "package", "open", "final", "nonisolated", "indirect"]
}
