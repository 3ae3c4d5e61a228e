import Foundation
import Testing
@testable import ModuleGenerator

@Suite("Template specs")
struct SpecValidationTests {
    static let goodSpec = """
        {
          "name": "t",
          "summary": "A test template.",
          "variables": ["name", "title"],
          "files": [{ "template": "View.swift.stencil", "destination": "Sources/KijiModules/{{ name }}/{{ name }}View.swift" }]
        }
        """
    static let goodView = "// {{ title }}\nfinal class {{ name }}View {}\n"

    func plan(_ project: ScratchProject) throws(GeneratorError) -> GenerationPlan {
        try project.generator(templates: "Templates").plan(name: "Bookmarks", template: "t", author: "Ada")
    }

    func expectError(
        spec: String = goodSpec, files: [String: String] = ["View.swift.stencil": goodView],
        _ check: (GeneratorError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let project = try ScratchProject()
        try project.makeTemplate("t", spec: spec, files: files)
        let before = project.tree()
        let error = generatorError { _ = try plan(project) }
        if let error {
            #expect(check(error), "unexpected: \(error)", sourceLocation: sourceLocation)
        } else {
            Issue.record("expected an error", sourceLocation: sourceLocation)
        }
        #expect(project.tree() == before, "nothing is written", sourceLocation: sourceLocation)
    }

    @Test func aGoodSpec_renders() throws {
        let project = try ScratchProject()
        try project.makeTemplate("t", spec: Self.goodSpec, files: ["View.swift.stencil": Self.goodView])
        let plan = try plan(project)
        #expect(plan.files == [PlannedFile(path: "Sources/KijiModules/Bookmarks/BookmarksView.swift", contents: "// Bookmarks\nfinal class BookmarksView {}\n")])
    }

    @Test func aFolderWithoutSpec_isNoTemplate() throws {
        let project = try ScratchProject()
        try project.write("Templates/t/View.swift.stencil", Self.goodView)
        #expect(project.generator(templates: "Templates").templateNames().isEmpty)
        #expect(generatorError { _ = try plan(project) } == .unknownTemplate("t", available: []))
    }

    @Test func invalidJSON_isABadSpec() throws {
        try expectError(spec: "{ \"name\": ") { error in
            if case .badSpec(let file, let reason) = error { return file == "Templates/t/template.json" && reason.contains("JSON") }
            return false
        }
    }

    @Test func anUnknownKey_isABadSpec() throws {
        try expectError(spec: Self.goodSpec.replacingOccurrences(of: "\"summary\"", with: "\"summry\"")) { error in
            if case .badSpec(_, let reason) = error { return reason.contains("summry") }
            return false
        }
    }

    @Test func aNameThatIsNotTheFolders_isABadSpec() throws {
        try expectError(spec: Self.goodSpec.replacingOccurrences(of: "\"name\": \"t\"", with: "\"name\": \"other\"")) { error in
            if case .badSpec(_, let reason) = error { return reason.contains("other") }
            return false
        }
    }

    @Test func noFiles_isABadSpec() throws {
        let spec = #"{ "name": "t", "summary": "s", "variables": [], "files": [] }"#
        try expectError(spec: spec) { error in
            if case .badSpec(_, let reason) = error { return reason.contains("empty") }
            return false
        }
    }

    @Test func aMissingTemplateFile_isABadSpec_namingIt() throws {
        try expectError(files: [:]) { error in
            if case .badSpec(let file, let reason) = error { return file.hasSuffix("template.json") && reason.contains("View.swift.stencil") }
            return false
        }
    }

    @Test func aVariableTheGeneratorDoesNotProvide_isABadSpec() throws {
        try expectError(spec: Self.goodSpec.replacingOccurrences(of: "\"title\"]", with: "\"title\", \"colour\"]")) { error in
            if case .badSpec(_, let reason) = error { return reason.contains("colour") }
            return false
        }
    }

    @Test(arguments: [
        "Sources/Other/{{ name }}View.swift", "../{{ name }}View.swift", "/tmp/{{ name }}View.swift",
        "Sources/KijiModules/../../{{ name }}View.swift", "Sources/KijiModules/{{ name }}/{{ name }}View.txt",
        "Package.swift", "Sources/KijiModulesX/{{ name }}View.swift",
    ])
    func aDestinationOutsideTheModuleFolders_isABadSpec(destination: String) throws {
        try expectError(spec: Self.goodSpec.replacingOccurrences(of: "Sources/KijiModules/{{ name }}/{{ name }}View.swift", with: destination)) { error in
            if case .badSpec(_, let reason) = error { return reason.contains("Sources/KijiModules/ or Tests/KijiModulesTests/") }
            return false
        }
    }

    @Test func anUnknownVariableInATemplate_namesTheFileAndLine() throws {
        let view = "// {{ title }}\n\nfinal class {{ name }}View {\n    let x = \"{{ nmae }}\"\n}\n"
        try expectError(files: ["View.swift.stencil": view]) { error in
            error == .templateError(file: "Templates/t/View.swift.stencil", line: 4, reason: "unknown variable 'nmae'; the spec declares name, title")
        }
    }

    @Test func aDeclaredButUnprovidedUse_inAFilterArgument_isCaught() throws {
        try expectError(files: ["View.swift.stencil": "{{ name|default:fallback }}\n"]) { error in
            if case .templateError(_, let line, let reason) = error { return line == 1 && reason.contains("fallback") }
            return false
        }
    }

    @Test func aVariableProvidedButNotDeclared_isAnError() throws {
        try expectError(files: ["View.swift.stencil": "line one\n// by {{ author }}\n"]) { error in
            if case .templateError(let file, let line, let reason) = error { return file.hasSuffix("View.swift.stencil") && line == 2 && reason.contains("author") }
            return false
        }
    }

    @Test func anUnknownVariableInADestination_isAnError() throws {
        try expectError(spec: Self.goodSpec.replacingOccurrences(of: "{{ name }}View.swift", with: "{{ nam }}View.swift")) { error in
            if case .templateError(let file, _, let reason) = error { return file.contains("destination") && reason.contains("nam") }
            return false
        }
    }

    @Test func anUnclosedTag_namesItsLine() throws {
        try expectError(files: ["View.swift.stencil": "a\nb\nfinal class {{ name View {}\n"]) { error in
            if case .templateError(_, let line, _) = error { return line == 3 }
            return false
        }
    }

    @Test func aStencilSyntaxError_namesTheFileAndLine() throws {
        let view = "first\nsecond\n{% if name %}\nfinal class {{ name }}View {}\n"
        try expectError(files: ["View.swift.stencil": view]) { error in
            if case .templateError(let file, let line, let reason) = error {
                return file == "Templates/t/View.swift.stencil" && line == 3 && reason.contains("endif")
            }
            return false
        }
    }

    @Test func anUnknownFilter_isAnError() throws {
        try expectError(files: ["View.swift.stencil": "x\n{{ name|count }}\n"]) { error in
            if case .templateError(_, let line, _) = error { return line == 2 }
            return false
        }
    }

    @Test func loopsAndConditions_mayUseTheirOwnNames() throws {
        let project = try ScratchProject()
        let view = "{% for word in title %}{{ word }}{{ forloop.counter }}{% endfor %}\n{% if name == \"Bookmarks\" and not title %}x{% endif %}\n"
        try project.makeTemplate("t", spec: Self.goodSpec, files: ["View.swift.stencil": view])
        #expect(throws: Never.self) { try plan(project) }
    }

    @Test func theRealTemplates_haveValidSpecs() throws {
        let project = try ScratchProject()
        let generator = project.generator()
        #expect(generator.templateNames() == ["module", "rows"])
        for name in generator.templateNames() {
            let spec = try generator.spec(named: name)
            #expect(!spec.summary.isEmpty)
            #expect(Set(spec.variables).isSubset(of: Generator.knownVariables))
        }
    }
}
