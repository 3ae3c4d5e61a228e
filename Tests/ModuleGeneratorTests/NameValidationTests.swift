import Foundation
import Testing
@testable import ModuleGenerator

@Suite("Module names")
struct NameValidationTests {
    @Test(arguments: ["Bookmarks", "ReadingHistory", "URLReader", "Tab2", "Q"])
    func upperCamelCaseIdentifiers_areAccepted(name: String) throws {
        #expect(try ModuleName(validating: name).name == name)
    }

    @Test(arguments: [
        ("bookmarks", "uppercase"), ("readingHistory", "uppercase"), ("2Fast", "uppercase"),
        ("Protocol", "keyword"), ("Self", "keyword"), ("Type", "keyword"), ("Any", "keyword"),
        ("class", "keyword"), ("struct", "keyword"), ("String", "shadow"), ("Sendable", "shadow"),
        ("Book-marks", "letters"), ("Book marks", "letters"), ("Book_marks", "letters"), ("Bookmarks!", "letters"),
        ("ブックマーク", "letters"), ("Bookmarks\n", "letters"), ("", "empty"),
        ("BookmarksView", "end in"), ("BookmarksRouter", "end in"), ("Default", "lowerCamel"),
    ])
    func otherNames_areRefusedWithExitCode64(name: String, reason: String) {
        let error = generatorError { _ = try ModuleName(validating: name) }
        guard case .invalidName(let refused, let why) = error else {
            Issue.record("expected invalidName for \(name), got \(String(describing: error))")
            return
        }
        #expect(refused == name)
        #expect(why.contains(reason), "\(why)")
        #expect(error?.exitCode == 64)
        #expect(error?.description.contains("UpperCamelCase") == true)
    }

    @Test(arguments: [
        ("Bookmarks", "bookmarks", "Bookmarks"), ("ReadingHistory", "readingHistory", "Reading history"),
        ("URLReader", "urlReader", "URL reader"), ("ABC", "abc", "ABC"), ("Tab2", "tab2", "Tab 2"),
    ])
    func derivedForms(name: String, lower: String, title: String) throws {
        let module = try ModuleName(validating: name)
        #expect(module.lowerName == lower)
        #expect(module.title == title)
    }

    @Test func anExistingModuleFolder_isRefusedWith64() throws {
        let project = try ScratchProject()
        let before = project.tree()
        let error = generatorError { _ = try project.generator().plan(name: "ItemList", template: "module", author: "A") }
        guard case .existingModule(let name, let evidence, _) = error else {
            Issue.record("expected existingModule, got \(String(describing: error))")
            return
        }
        #expect(name == "ItemList")
        #expect(evidence.contains("Sources/KijiModules/ItemList"))
        #expect(error?.exitCode == 64)
        #expect(project.tree() == before)
    }

    @Test func aFolderDifferingOnlyInCase_isRefused() throws {
        let project = try ScratchProject()
        try project.write("Sources/KijiModules/Bookmarks/Notes.swift", "")
        let error = generatorError { _ = try project.generator().plan(name: "BookMarks", template: "module", author: "A") }
        #expect(error?.exitCode == 64)
    }

    @Test func anExistingRouterType_isRefused() throws {
        let project = try ScratchProject()
        try project.write("Sources/KijiModules/Elsewhere/Routes.swift", "@MainActor\npublic final class BookmarksRouter {}\n")
        let error = generatorError { _ = try project.generator().plan(name: "Bookmarks", template: "module", author: "A") }
        guard case .existingModule(_, let evidence, _) = error else {
            Issue.record("expected existingModule, got \(String(describing: error))")
            return
        }
        #expect(evidence.contains("BookmarksRouter"))
        #expect(evidence.contains("Elsewhere/Routes.swift"))
    }

    @Test func aTypeThatWouldHideAnImportedOne_isRefused() throws {
        let project = try ScratchProject()
        try project.write("Sources/TerminalUI/Widgets/ListView.swift", "@MainActor\npublic final class ListView<Source> {}\n")
        let error = generatorError { _ = try project.generator().plan(name: "List", template: "module", author: "A") }
        guard case .existingModule(_, let evidence, _) = error else {
            Issue.record("expected existingModule, got \(String(describing: error))")
            return
        }
        #expect(evidence == "Sources/TerminalUI/Widgets/ListView.swift declares ListView")
        #expect(error?.exitCode == 64)
    }

    @Test func aNestedTypeOfTheSameName_isNoClash() throws {
        let project = try ScratchProject()
        try project.write("Sources/KijiModules/Elsewhere/Thing.swift", "enum Thing {\n    struct BookmarksRouter {}\n}\n")
        #expect(throws: Never.self) { try project.generator().plan(name: "Bookmarks", template: "module", author: "A") }
    }

    @Test func anUnknownTemplate_isRefusedWith64_listingTheTemplates() throws {
        let project = try ScratchProject()
        let error = generatorError { _ = try project.generator().plan(name: "Bookmarks", template: "grid", author: "A") }
        #expect(error == .unknownTemplate("grid", available: ["module", "rows"]))
        #expect(error?.exitCode == 64)
    }

    @Test func aFolderThatIsNotTheProject_isRefused() throws {
        let project = try ScratchProject()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Package.swift"))
        let error = generatorError { _ = try project.generator().plan(name: "Bookmarks", template: "module", author: "A") }
        #expect(error?.exitCode == 66)
    }
}
