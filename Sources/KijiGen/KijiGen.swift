import ArgumentParser
import Foundation
import ModuleGenerator

/// `kiji-gen`: makes the skeleton of a new VIPER screen from a template in `Templates/`.
@main
struct KijiGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiji-gen",
        abstract: "Make the skeleton of a new VIPER screen: six module files and their tests.",
        discussion: """
            Run from the repository root (Scripts/new-module does). Nothing is ever overwritten: if any \
            file the template makes exists already, nothing is written at all.
            Exit codes: 64 bad name or usage, 65 broken template, 66 not a kiji checkout, 73 files in the way.
            """)

    @Argument(help: "The module's name, an UpperCamelCase Swift identifier such as Bookmarks.")
    var name: String?

    @Option(help: "The template to use (see --list-templates).")
    var template = "module"

    @Flag(help: "Print every file and its size, and write nothing.")
    var dryRun = false

    @Option(help: "The author named in the generated code (default: git config user.name).")
    var author: String?

    @Flag(help: "List the templates and what they make.")
    var listTemplates = false

    @Option(help: ArgumentHelp("The repository root.", visibility: .hidden))
    var projectRoot: String?

    @Option(help: ArgumentHelp("The folder with the templates (default: Templates/ in the root).", visibility: .hidden))
    var templates: String?

    func run() throws {
        let root = URL(fileURLWithPath: projectRoot ?? FileManager.default.currentDirectoryPath)
        let generator = Generator(projectRoot: root, templatesRoot: templates.map { URL(fileURLWithPath: $0) })
        do {
            if listTemplates { return try list(generator) }
            guard let name else { throw ValidationError("Give the module's name, e.g. kiji-gen Bookmarks.") }
            let plan = try generator.plan(name: name, template: template, author: author ?? Self.gitUserName(in: root))
            if dryRun { return report(dryRun: plan, generator: generator) }
            try generator.write(plan)
            report(written: plan)
        } catch let error as GeneratorError {
            FileHandle.standardError.write(Data("kiji-gen: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        }
    }

    private func list(_ generator: Generator) throws(GeneratorError) {
        for name in generator.templateNames() {
            let spec = try generator.spec(named: name)
            print("\(name.padding(toLength: max(8, name.count), withPad: " ", startingAt: 0))  \(spec.summary)")
        }
    }

    private func report(dryRun plan: GenerationPlan, generator: Generator) {
        print("Dry run: the \(plan.module) module from the '\(plan.template)' template would write \(plan.files.count) files:")
        for line in plan.listing { print("  " + line) }
        let taken = generator.conflicts(in: plan)
        if !taken.isEmpty { print("These are in the way, so a real run would refuse: \(taken.joined(separator: ", "))") }
        print("Nothing was written.")
    }

    private func report(written plan: GenerationPlan) {
        print("Created the \(plan.module) module from the '\(plan.template)' template:")
        for file in plan.files { print("  " + file.path) }
        if !plan.instructions.isEmpty {
            print("")
            for line in plan.instructions { print(line) }
        }
    }

    /// `git config user.name` in `root`, or the login name when git has none.
    static func gitUserName(in root: URL) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        var name = ""
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 { name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        if name.isEmpty { name = ProcessInfo.processInfo.environment["USER"] ?? "" }
        return name.isEmpty ? "unknown" : name
    }
}
