import Foundation
import Testing
@testable import ModuleGenerator

@Suite("Planning and writing")
struct WritingTests {
    @Test func aPlan_writesEveryFile_andLeavesNoStaging() throws {
        let project = try ScratchProject()
        let generator = project.generator()
        let plan = try generator.plan(name: "Bookmarks", template: "module", author: "Ada", date: fixedDate, timeZone: utc)
        try generator.write(plan)
        for file in plan.files {
            let text = try String(contentsOf: project.root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text == file.contents)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".kiji-gen") }
        #expect(leftovers.isEmpty)
    }

    @Test func aDryRun_writesNothing_andListsEveryPathWithItsSize() throws {
        let project = try ScratchProject()
        let before = project.tree()
        let plan = try project.generator().plan(name: "Bookmarks", template: "rows", author: "Ada", date: fixedDate, timeZone: utc)
        #expect(project.tree() == before)
        #expect(plan.listing.count == plan.files.count)
        for (line, file) in zip(plan.listing, plan.files) {
            #expect(line.hasSuffix("  " + file.path))
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("\(file.contents.utf8.count) bytes"))
        }
    }

    @Test func oneFileInTheWay_writesNothingAtAll_andNamesIt() throws {
        let project = try ScratchProject()
        let generator = project.generator()
        let plan = try generator.plan(name: "Bookmarks", template: "module", author: "Ada")
        let taken = "Tests/KijiModulesTests/BookmarksRouterTests.swift"
        try project.write(taken, "// hand-written\n")
        let before = project.tree()
        let error = generatorError { try generator.write(plan) }
        #expect(error == .wouldOverwrite([taken]))
        #expect(error?.exitCode == 73)
        #expect(error?.description.contains(taken) == true)
        #expect(project.tree() == before)
        #expect(try String(contentsOf: project.root.appendingPathComponent(taken), encoding: .utf8) == "// hand-written\n")
    }

    @Test func aSecondRun_refuses_namingTheFilesInTheWay_andChangesNothing() throws {
        let project = try ScratchProject()
        let generator = project.generator()
        try generator.write(try generator.plan(name: "Bookmarks", template: "module", author: "Ada"))
        let before = project.tree()
        let error = generatorError { _ = try generator.plan(name: "Bookmarks", template: "rows", author: "Ada") }
        guard case .existingModule(_, _, let inTheWay) = error else {
            Issue.record("expected existingModule, got \(String(describing: error))")
            return
        }
        #expect(inTheWay.contains("Sources/KijiModules/Bookmarks/BookmarksRouter.swift"))
        #expect(error?.exitCode == 64)
        #expect(project.tree() == before)
    }

    @Test func aDanglingLinkInTheWay_countsAsInTheWay() throws {
        let project = try ScratchProject()
        let generator = project.generator()
        let plan = try generator.plan(name: "Bookmarks", template: "module", author: "Ada")
        let path = "Sources/KijiModules/Bookmarks"
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent(path).path, withDestinationPath: "/nonexistent/kiji-gen")
        let error = generatorError { try generator.write(plan) }
        #expect(error == .wouldOverwrite([path]))
        #expect(!project.exists("Tests/KijiModulesTests/Bookmarks"))
    }

    @Test func newFolders_moveIntoPlaceWhole() throws {
        let project = try ScratchProject()
        let items = AtomicWriter.newItems(
            for: ["Sources/KijiModules/A/A1.swift", "Sources/KijiModules/A/A2.swift", "Tests/KijiModulesTests/A/T.swift", "Tests/New/B.swift"],
            root: project.root)
        #expect(items == ["Sources/KijiModules/A", "Tests/KijiModulesTests/A", "Tests/New"])
    }
}
