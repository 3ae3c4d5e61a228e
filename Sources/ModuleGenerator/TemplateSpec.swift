import Foundation

/// A template's `template.json`: its name, what it is for, the variables it reads and the files it makes.
///
/// ```json
/// {
///   "name": "module",
///   "summary": "A plain screen.",
///   "variables": ["name", "lowerName", "title"],
///   "files": [{ "template": "View.swift.stencil", "destination": "Sources/{{ moduleTarget }}/{{ name }}/{{ name }}View.swift" }],
///   "instructions": ["Add one route: func {{ lowerName }}() -> any Screen on Routes, built in ScreenFactory."]
/// }
/// ```
public struct TemplateSpec: Sendable, Equatable {
    /// One file the template makes.
    public struct File: Sendable, Equatable {
        /// The Stencil file, relative to the template's folder.
        public var template: String
        /// Where the rendered file goes, relative to the project root; itself a Stencil string.
        public var destination: String
    }

    /// The template's name, which is also its folder's name.
    public var name: String
    /// One line saying what the template makes.
    public var summary: String
    /// The variables the template's files and destinations may read.
    public var variables: [String]
    /// The files, in the order they are written and listed.
    public var files: [File]
    /// Lines printed after generation: how to route to the new screen; Stencil strings.
    public var instructions: [String]
    /// The template's folder.
    public var folder: URL

    /// The spec file's name inside a template folder.
    public static let fileName = "template.json"

    static let topKeys: Set<String> = ["name", "summary", "variables", "files", "instructions"]
    static let fileKeys: Set<String> = ["template", "destination"]

    /// Reads and validates the spec in `folder`: known keys only, a name equal to the folder's, a
    /// summary, at least one file, templates that exist inside the folder, and only variables the
    /// generator provides (`known`).
    public static func load(from folder: URL, known: Set<String>) throws(GeneratorError) -> TemplateSpec {
        let specURL = folder.appendingPathComponent(fileName)
        let file = "Templates/\(folder.lastPathComponent)/\(fileName)"
        func bad(_ reason: String) -> GeneratorError { .badSpec(file: file, reason: reason) }

        guard let data = FileManager.default.contents(atPath: specURL.path) else { throw bad("the spec file is missing") }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch { throw bad("not valid JSON (\(error.localizedDescription))") }
        guard let top = json as? [String: Any] else { throw bad("the spec must be a JSON object") }
        if let stranger = Set(top.keys).subtracting(topKeys).sorted().first {
            throw bad("unknown key '\(stranger)'; the keys are \(topKeys.sorted().joined(separator: ", "))")
        }
        guard let name = top["name"] as? String, !name.isEmpty else { throw bad("'name' must be a non-empty string") }
        guard name == folder.lastPathComponent else {
            throw bad("'name' is '\(name)' but the folder is '\(folder.lastPathComponent)'; they must agree")
        }
        guard let summary = top["summary"] as? String, !summary.isEmpty else { throw bad("'summary' must be a non-empty string") }
        guard let variables = top["variables"] as? [String] else { throw bad("'variables' must be an array of strings") }
        if let stranger = variables.first(where: { !known.contains($0) }) {
            throw bad("unknown variable '\(stranger)' in 'variables'; the generator provides \(known.sorted().joined(separator: ", "))")
        }
        let instructions: [String]
        if let value = top["instructions"] {
            guard let lines = value as? [String] else { throw bad("'instructions' must be an array of strings") }
            instructions = lines
        } else {
            instructions = []
        }
        guard let rawFiles = top["files"] as? [Any] else { throw bad("'files' must be an array") }
        guard !rawFiles.isEmpty else { throw bad("'files' is empty: a template must make at least one file") }
        var files: [File] = []
        for (index, raw) in rawFiles.enumerated() {
            guard let entry = raw as? [String: Any] else { throw bad("files[\(index)] must be an object") }
            if let stranger = Set(entry.keys).subtracting(fileKeys).sorted().first {
                throw bad("files[\(index)] has an unknown key '\(stranger)'; the keys are template, destination")
            }
            guard let template = entry["template"] as? String, !template.isEmpty else {
                throw bad("files[\(index)].template must be a non-empty string")
            }
            guard let destination = entry["destination"] as? String, !destination.isEmpty else {
                throw bad("files[\(index)].destination must be a non-empty string")
            }
            guard !template.hasPrefix("/"), !template.split(separator: "/").contains("..") else {
                throw bad("files[\(index)].template '\(template)' must stay inside the template's folder")
            }
            var isDirectory: ObjCBool = false
            let templatePath = folder.appendingPathComponent(template).path
            guard FileManager.default.fileExists(atPath: templatePath, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw bad("files[\(index)].template '\(template)' does not exist in Templates/\(name)/")
            }
            files.append(File(template: template, destination: destination))
        }
        return TemplateSpec(
            name: name, summary: summary, variables: variables, files: files, instructions: instructions, folder: folder)
    }
}
