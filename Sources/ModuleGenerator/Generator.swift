import Foundation

/// The names of the project's targets that templates refer to and destinations must lie under.
public struct ProjectLayout: Sendable, Equatable {
    /// The target that holds the VIPER modules.
    public var moduleTarget = "KijiModules"
    /// The target with entities and repository protocols.
    public var domainTarget = "KijiDomain"
    /// The terminal view layer.
    public var uiTarget = "TerminalUI"
    /// The test target of the modules.
    public var testsTarget = "KijiModulesTests"
    /// The targets the modules import, whose type names a generated type must not shadow.
    public var importedTargets = ["KijiDomain", "TerminalUI", "MarkdownText"]

    /// kiji's layout.
    public init() {}

    /// `Sources/KijiModules`.
    public var modulesFolder: String { "Sources/\(moduleTarget)" }
    /// `Tests/KijiModulesTests`.
    public var testsFolder: String { "Tests/\(testsTarget)" }
}

/// One file the generator will write.
public struct PlannedFile: Sendable, Equatable {
    /// The path relative to the project root.
    public var path: String
    /// The rendered text.
    public var contents: String
    /// The size in bytes (UTF-8).
    public var size: Int { contents.utf8.count }
}

/// Everything one run would write, and what to tell the developer afterwards.
public struct GenerationPlan: Sendable, Equatable {
    /// The module.
    public var module: ModuleName
    /// The template used.
    public var template: String
    /// The files, in the spec's order.
    public var files: [PlannedFile]
    /// The lines that route to the new screen.
    public var instructions: [String]

    /// One line per file: its size in bytes and its path, sizes right-aligned.
    public var listing: [String] {
        let width = files.map { String($0.size).count }.max() ?? 1
        return files.map { file in
            let size = String(file.size)
            return String(repeating: " ", count: width - size.count) + size + " bytes  " + file.path
        }
    }
}

/// Makes the skeleton of a VIPER module from a template folder: validates, renders, plans and writes.
public struct Generator: Sendable {
    /// The repository root: generated paths are relative to it.
    public let projectRoot: URL
    /// The folder with one subfolder per template.
    public let templatesRoot: URL
    /// The project's target names.
    public let layout: ProjectLayout

    /// The variables a template may declare and read.
    public static let knownVariables: Set<String> = [
        "name", "lowerName", "title", "author", "date", "year", "templateName",
        "moduleTarget", "domainTarget", "uiTarget", "testsTarget",
    ]

    /// Creates a generator for the project at `projectRoot`, with templates in `templatesRoot`
    /// (by default the project's `Templates/`).
    public init(projectRoot: URL, templatesRoot: URL? = nil, layout: ProjectLayout = ProjectLayout()) {
        self.projectRoot = projectRoot.standardizedFileURL
        self.templatesRoot = (templatesRoot ?? projectRoot.appendingPathComponent("Templates")).standardizedFileURL
        self.layout = layout
    }

    /// The names of the templates: the subfolders of the templates folder that hold a spec, sorted.
    public func templateNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templatesRoot.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(atPath: templatesRoot.appendingPathComponent(name).appendingPathComponent(TemplateSpec.fileName).path)
        }.sorted()
    }

    /// Loads and validates the spec of the template called `name`.
    public func spec(named name: String) throws(GeneratorError) -> TemplateSpec {
        guard templateNames().contains(name) else { throw .unknownTemplate(name, available: templateNames()) }
        return try TemplateSpec.load(from: templatesRoot.appendingPathComponent(name), known: Self.knownVariables)
    }

    /// Checks that the project root is a kiji checkout with the modules target.
    public func checkProject() throws(GeneratorError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: projectRoot.appendingPathComponent("Package.swift").path) else {
            throw .notAProject(projectRoot.path, reason: "there is no Package.swift")
        }
        guard manager.fileExists(atPath: projectRoot.appendingPathComponent(layout.modulesFolder).path) else {
            throw .notAProject(projectRoot.path, reason: "there is no \(layout.modulesFolder)")
        }
    }

    /// The values of the variables for `module`.
    public func variables(for module: ModuleName, template: String, author: String, date: Date, timeZone: TimeZone = .current) -> [String: String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1970
        return [
            "name": module.name, "lowerName": module.lowerName, "title": module.title,
            "author": Self.oneLine(author), "date": String(format: "%04d-%02d-%02d", year, parts.month ?? 1, parts.day ?? 1),
            "year": String(year), "templateName": template,
            "moduleTarget": layout.moduleTarget, "domainTarget": layout.domainTarget,
            "uiTarget": layout.uiTarget, "testsTarget": layout.testsTarget,
        ]
    }

    /// Validates the name, renders every file of the template and checks where they would go.
    ///
    /// Writes nothing. Throws for a bad name (64), an existing module (64), an unknown template (64),
    /// a broken spec or template (65), or files in the way (73).
    public func plan(name: String, template: String, author: String, date: Date = Date(), timeZone: TimeZone = .current) throws(GeneratorError) -> GenerationPlan {
        let module = try ModuleName(validating: name)
        try checkProject()
        let spec = try spec(named: template)
        let variables = variables(for: module, template: template, author: author, date: date, timeZone: timeZone)
        let declared = Set(spec.variables)
        let renderer = TemplateRenderer()
        let specFile = "Templates/\(template)/\(TemplateSpec.fileName)"
        var files: [PlannedFile] = []
        for (index, file) in spec.files.enumerated() {
            let path = try renderer.render(file.destination, file: specFile + " files[\(index)].destination", variables: variables, declared: declared)
            try checkDestination(path, of: index, specFile: specFile, module: module)
            if files.contains(where: { $0.path == path }) {
                throw .badSpec(file: specFile, reason: "files[\(index)].destination '\(path)' is written twice")
            }
            let templateFile = "Templates/\(template)/\(file.template)"
            let text: String
            do {
                text = try String(contentsOf: spec.folder.appendingPathComponent(file.template), encoding: .utf8)
            } catch {
                throw .badSpec(file: specFile, reason: "cannot read \(templateFile): \(error.localizedDescription)")
            }
            let contents = try renderer.render(text, file: templateFile, variables: variables, declared: declared)
            files.append(PlannedFile(path: path, contents: contents))
        }
        let instructions = try spec.instructions.enumerated().map { (index, line) throws(GeneratorError) in
            try renderer.render(line, file: specFile + " instructions[\(index)]", variables: variables, declared: declared)
        }
        do {
            try checkNotExisting(module)
            try checkTypeNames(in: files, module: module)
        } catch .existingModule(let name, let evidence, _) {
            throw .existingModule(name, evidence: evidence, inTheWay: AtomicWriter.conflicts(files.map(\.path), root: projectRoot))
        }
        return GenerationPlan(module: module, template: template, files: files, instructions: instructions)
    }

    /// Writes the plan all together, or nothing when any of its files exists already.
    public func write(_ plan: GenerationPlan) throws(GeneratorError) {
        try AtomicWriter.write(plan.files, root: projectRoot)
    }

    /// The planned paths where something exists already.
    public func conflicts(in plan: GenerationPlan) -> [String] {
        AtomicWriter.conflicts(plan.files.map(\.path), root: projectRoot)
    }

    /// Refuses a name whose module folder exists, in sources or tests (compared without case).
    public func checkNotExisting(_ module: ModuleName) throws(GeneratorError) {
        for folder in [layout.modulesFolder, layout.testsFolder] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: projectRoot.appendingPathComponent(folder).path)) ?? []
            if let match = entries.first(where: { $0.lowercased() == module.name.lowercased() }) {
                throw .existingModule(module.name, evidence: "\(folder)/\(match) exists")
            }
        }
    }

    /// Refuses when a type the template declares is declared already in the module or test targets,
    /// or in a target the modules import (a `ListView` of ours would hide TerminalUI's).
    private func checkTypeNames(in files: [PlannedFile], module: ModuleName) throws(GeneratorError) {
        let planned = Set(files.flatMap { Self.declaredTypes(in: $0.contents) })
        for folder in [layout.modulesFolder, layout.testsFolder] + layout.importedTargets.map({ "Sources/\($0)" }) {
            let base = projectRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"),
                    let text = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                else { continue }
                if let clash = Self.declaredTypes(in: text).first(where: planned.contains) {
                    throw .existingModule(module.name, evidence: "\(folder)/\(relative) declares \(clash)")
                }
            }
        }
    }

    /// The destination must be a relative path inside this module's folder of the modules or tests target.
    private func checkDestination(_ path: String, of index: Int, specFile: String, module: ModuleName) throws(GeneratorError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = [layout.modulesFolder, layout.testsFolder]
        guard !path.hasPrefix("/"), !components.contains(".."), !components.contains("."), !components.contains(""),
            allowed.contains(where: { path.hasPrefix($0 + "/") }), path.hasSuffix(".swift")
        else {
            throw .badSpec(
                file: specFile,
                reason: "files[\(index)].destination '\(path)' must be a .swift file under \(allowed.map { $0 + "/" }.joined(separator: " or "))")
        }
    }

    /// The names of the top-level types (unindented `class`, `struct`, `enum`, `protocol`, `actor`
    /// and `typealias` declarations) in Swift source; nested types cannot clash across modules.
    static func declaredTypes(in text: String) -> [String] {
        let introducers: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first, !first.hasPrefix("//") else { continue }
            for (index, word) in words.enumerated().dropLast() where introducers.contains(word) {
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.append(String(name)) }
                break
            }
        }
        return names
    }

    private static func oneLine(_ text: String) -> String {
        let cleaned = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
        return cleaned.trimmingSpaces()
    }
}
