import Foundation
import Testing

/// The kiji-gen built beside the test bundle (swift build --build-tests builds it), if any.
let kijiGenBinary: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("kiji-gen")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
    }
    return nil
}()

/// `kiji-gen` as a developer runs it: exit codes, output, and files on disk.
@Suite("kiji-gen command line", .enabled(if: kijiGenBinary != nil, "kiji-gen is built next to the tests"))
struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ arguments: [String], in project: ScratchProject) throws -> Run {
        let process = Process()
        process.executableURL = kijiGenBinary
        process.arguments = arguments + ["--project-root", project.root.path, "--templates", ScratchProject.realTemplates.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    @Test func aDryRun_printsEveryPathWithItsSize_andWritesNothing() throws {
        let project = try ScratchProject()
        let before = project.tree()
        let result = try run(["Bookmarks", "--dry-run", "--author", "Ada"], in: project)
        #expect(result.status == 0)
        for part in ["Interfaces", "View", "Presenter", "Interactor", "Entity", "Router"] {
            #expect(result.output.contains(" bytes  Sources/KijiModules/Bookmarks/Bookmarks\(part).swift\n"))
        }
        #expect(result.output.contains("Nothing was written."))
        #expect(project.tree() == before)
    }

    @Test func aRun_printsTheFilesAndTheRouteToAdd_thenASecondRunRefuses() throws {
        let project = try ScratchProject()
        let first = try run(["Bookmarks", "--template", "rows", "--author", "Ada"], in: project)
        #expect(first.status == 0)
        #expect(first.output.contains("  Sources/KijiModules/Bookmarks/BookmarksRouter.swift\n"))
        #expect(first.output.contains("    case bookmarks(of: Item, from: ItemOrigin)\n"))
        #expect(first.output.contains(
            "    case .bookmarks(let item, let origin): BookmarksRouter.assembleModule(item: item, origin: origin, navigator: navigator, routes: self, deps: deps)\n"))
        let written = project.tree()
        let second = try run(["Bookmarks"], in: project)
        #expect(second.status == 64)
        #expect(second.errors.contains("Sources/KijiModules/Bookmarks/BookmarksView.swift"))
        #expect(project.tree() == written)
    }

    @Test(arguments: [["bookmarks"], ["Protocol"], ["Book-marks"], ["Bookmarks", "--template", "nope"], []])
    func badNamesAndUsage_exit64_sayingWhy(arguments: [String]) throws {
        let project = try ScratchProject()
        let before = project.tree()
        let result = try run(arguments, in: project)
        #expect(result.status == 64)
        #expect(!result.errors.isEmpty)
        #expect(project.tree() == before)
    }

    @Test func listTemplates_namesThemAll() throws {
        let project = try ScratchProject()
        let result = try run(["--list-templates"], in: project)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("module "))
        #expect(result.output.contains("\nrows "))
    }
}
