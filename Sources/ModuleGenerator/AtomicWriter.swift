import Foundation

/// Writes a set of new files all together or not at all, never replacing anything.
///
/// The files are first written to a staging folder inside the project (same file system), then
/// each new top-level folder (or lone file) is renamed into place. If any step fails, whatever was
/// moved is removed again and the staging folder is deleted.
enum AtomicWriter {
    /// The prefix of the staging folder's name (ignored by git).
    static let stagingPrefix = ".kiji-gen-staging-"

    /// What is in the way of `paths` (relative to `root`): the paths where something exists already,
    /// and any folder on the way that is a file or a dangling link instead.
    static func conflicts(_ paths: [String], root: URL) -> [String] {
        var taken: [String] = []
        for path in paths {
            var prefix: [Substring] = []
            for component in path.split(separator: "/").dropLast() {
                prefix.append(component)
                let folder = prefix.joined(separator: "/")
                var isDirectory: ObjCBool = false
                let url = root.appendingPathComponent(folder)
                if exists(url), !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
                    if !taken.contains(folder) { taken.append(folder) }
                    break
                }
            }
            if exists(root.appendingPathComponent(path)) { taken.append(path) }
        }
        return taken
    }

    /// Writes `files` under `root`; throws without writing anything when one exists already.
    static func write(_ files: [PlannedFile], root: URL) throws(GeneratorError) {
        let taken = conflicts(files.map(\.path), root: root)
        guard taken.isEmpty else { throw .wouldOverwrite(taken) }
        let manager = FileManager.default
        let staging = root.appendingPathComponent(stagingPrefix + UUID().uuidString)
        defer { try? manager.removeItem(at: staging) }
        do {
            for file in files {
                let target = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: target, options: .withoutOverwriting)
            }
        } catch {
            throw .writeFailed("staging in \(staging.path): \(error.localizedDescription)")
        }
        var moved: [URL] = []
        do {
            for item in newItems(for: files.map(\.path), root: root) {
                let destination = root.appendingPathComponent(item)
                guard !exists(destination) else { throw GeneratorError.wouldOverwrite([item]) }
                try manager.moveItem(at: staging.appendingPathComponent(item), to: destination)
                moved.append(destination)
            }
        } catch {
            for url in moved.reversed() { try? manager.removeItem(at: url) }
            if let error = error as? GeneratorError { throw error }
            throw .writeFailed(error.localizedDescription)
        }
    }

    /// The outermost new folders and files that, moved into place, create every path in `paths`.
    static func newItems(for paths: [String], root: URL) -> [String] {
        var items: [String] = []
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            var prefix: [String] = []
            for component in components {
                prefix.append(component)
                if !exists(root.appendingPathComponent(prefix.joined(separator: "/"))) { break }
            }
            let item = prefix.joined(separator: "/")
            if !items.contains(item) { items.append(item) }
        }
        return items
    }

    /// Whether anything (a file, folder or even a dangling link) is at `url`.
    static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}
