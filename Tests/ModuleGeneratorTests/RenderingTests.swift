import Foundation
import Testing
@testable import ModuleGenerator

@Suite("Rendering the real templates")
struct RenderingTests {
    static let templates = ["module", "rows"]
    static let moduleFiles = ["Interfaces", "View", "Presenter", "Interactor", "Entity", "Router"]

    func plan(_ template: String, name: String = "Bookmarks") throws -> GenerationPlan {
        let project = try ScratchProject()
        return try project.generator().plan(name: name, template: template, author: "Ada Lovelace", date: fixedDate, timeZone: utc)
    }

    func file(_ plan: GenerationPlan, _ suffix: String) throws -> String {
        try #require(plan.files.first { $0.path.hasSuffix(suffix) }).contents
    }

    @Test(arguments: templates)
    func makesTheSixModuleFiles_andTests(template: String) throws {
        let plan = try plan(template)
        let paths = plan.files.map(\.path)
        for part in Self.moduleFiles {
            #expect(paths.contains("Sources/KijiModules/Bookmarks/Bookmarks\(part).swift"))
        }
        for part in ["PresenterTests", "InteractorTests", "RouterTests", "ScreenTests"] {
            #expect(paths.contains("Tests/KijiModulesTests/Bookmarks\(part).swift"))
        }
        #expect(paths.contains("Tests/KijiModulesTests/Doubles/BookmarksDoubles.swift"))
    }

    @Test(arguments: templates)
    func theRouter_assemblesTheModule(template: String) throws {
        let router = try file(try plan(template), "BookmarksRouter.swift")
        #expect(router.contains("public static func assembleModule("))
        #expect(router.contains("navigator: any Navigating, routes: any Routes, deps: Dependencies"))
        #expect(router.contains("private weak var navigator: (any Navigating)?"))
        #expect(router.contains("private let routes: any Routes"))
        #expect(!router.contains("Router.assembleModule("), "a router reaches other screens through its routes")
        #expect(router.contains("public nonisolated static var keyActionNames: Set<String> { BookmarksView.keyTable.actionNames }"))
        #expect(router.contains("public nonisolated static var keyHelp: KeyHelp { BookmarksView.keyTable.help }"))
        #expect(router.contains("presenter.view = view"))
        #expect(router.contains("for Ada Lovelace on 2026-11-22"))
    }

    @Test(arguments: templates)
    func everyFile_isRenderedCompletely_andNamesTheModule(template: String) throws {
        for file in try plan(template).files {
            #expect(file.contents.contains("Bookmarks"), "\(file.path)")
            #expect(!file.contents.contains("{{"), "\(file.path)")
            #expect(!file.contents.contains("{%"), "\(file.path)")
            #expect(file.contents.hasSuffix("}\n"), "\(file.path)")
        }
    }

    @Test(arguments: templates)
    func followsTheConventions(template: String) throws {
        let plan = try plan(template)
        let view = try file(plan, "BookmarksView.swift")
        let presenter = try file(plan, "BookmarksPresenter.swift")
        #expect(view.contains("DisplayText(sanitizing:"))
        #expect(presenter.contains("@MainActor\npublic final class BookmarksPresenter: BookmarksPresenterInterface"))
        #expect(presenter.contains("private let interactor: any BookmarksInteractorInterface"))
        #expect(presenter.contains("private let router: any BookmarksRouterInterface"))
        if template == "rows" {
            // The list, its keys, loads and status are ModuleKit's RowsScreen and RowsPresentation.
            #expect(view.contains("@MainActor\npublic final class BookmarksView: RowsScreen<BookmarksRow, BookmarksView.Action>"))
            #expect(view.contains("nonisolated static let keyTable = RowsKey<Action>.table(["))
            #expect(view.contains("super.init(presenter: RowsPresenterCalls(presenter), keyTable: BookmarksView.keyTable, keys: keys"))
            #expect(view.contains("override func perform(_ action: Action) {"))
            #expect(!view.contains("ScreenActivity"))
            #expect(presenter.contains("public var view: (any RowsViewInterface)?"))
            #expect(presenter.contains("private let rows: RowsPresentation<Comment>"))
            #expect(presenter.contains("public func viewWillClose() { rows.cancel() }"))
            #expect(!presenter.contains("LoadSequence"))
        } else {
            #expect(view.contains("@MainActor\npublic final class BookmarksView: Screen, BookmarksViewInterface"))
            #expect(view.contains("nonisolated static let keyTable = KeyTable<Action>("))
            #expect(view.contains("keyTable = keys.applied(to: Self.keyTable)"))
            #expect(view.contains("public var helpLines: [StyledLine] { keyTable.helpLines() }"))
            #expect(view.contains("guard let action = keyTable.action(for: key)"))
            #expect(view.contains("private var activity = ScreenActivity()"))
            #expect(presenter.contains("public weak var view: (any BookmarksViewInterface)?"))
            #expect(presenter.contains("private let loads = LoadSequence()"))
        }
        let interactor = try file(plan, "BookmarksInteractor.swift")
        #expect(interactor.contains("@MainActor\npublic final class BookmarksInteractor: BookmarksInteractorInterface"))
        #expect(
            interactor.contains("repository.items(in:") || interactor.contains("list = WholeList {"))
        let interfaces = try file(plan, "BookmarksInterfaces.swift")
        let ownRoles = template == "rows" ? ["Interactor", "Router"] : ["View", "Presenter", "Interactor", "Router"]
        for role in ownRoles {
            #expect(interfaces.contains("@MainActor\npublic protocol Bookmarks\(role)Interface: AnyObject"))
        }
        if template == "rows" {
            #expect(interfaces.contains("@MainActor\npublic protocol BookmarksPresenterInterface: RowsPresenting<BookmarksRow>"))
        }
        for file in plan.files where file.path.hasPrefix("Sources/") {
            #expect(Self.publicDeclarationsAreDocumented(file.contents), "\(file.path)")
        }
    }

    @Test(arguments: templates)
    func theTestDoubles_nameTheModule_andTheSharedOnesAreNotCopied(template: String) throws {
        let plan = try plan(template)
        let doubles = try file(plan, "BookmarksDoubles.swift")
        // A rows screen's presenter tests watch the shared SpyRowsView; the others have a spy view of their own.
        for double in template == "rows" ? ["SpyBookmarksRouter"] : ["SpyBookmarksView", "SpyBookmarksRouter"] {
            #expect(doubles.contains("final class \(double)"), "\(double)")
        }
        for declared in Generator.declaredTypes(in: doubles) {
            #expect(declared.contains("Bookmarks"), "\(declared)")
        }
        for file in plan.files where file.path.hasPrefix("Tests/") {
            for shared in ["SpyNavigator", "StubItemRepository", "StubCommentRepository", "SpyRowsView", "ShellOnMemoryTerminal", "enum Fixture"] {
                #expect(!Generator.declaredTypes(in: file.contents).contains(shared), "\(file.path) declares \(shared)")
            }
        }
    }

    @Test func theRowsTemplate_loadsTheWholeList_inRowsOfAnyHeight_andRoutesByTheOrigin() throws {
        let plan = try plan("rows", name: "Likers")
        let interactor = try file(plan, "LikersInteractor.swift")
        #expect(interactor.contains("private let list: WholeList<Comment>"))
        #expect(interactor.contains("try await list.load(onCached: onCached)"))
        #expect(interactor.contains("public var likers: [Comment] { list.elements }"))
        let view = try file(plan, "LikersView.swift")
        #expect(view.contains("public final class LikersView: RowsScreen<LikersRow, LikersView.Action>"))
        #expect(view.contains("static func lines(of row: LikersRow, width: Int, theme: Theme) -> [StyledLine]"))
        let presenter = try file(plan, "LikersPresenter.swift")
        #expect(presenter.contains("public func row(at index: Int) -> LikersRow?"))
        #expect(presenter.contains("guard let comment = rows.element(at: index) else { return nil }"))
        #expect(presenter.contains("rows.load(keeping: selectedRow) { showKept throws(LoadError) in try await interactor.load(onCached: showKept) }"))
        #expect(presenter.contains("rows.fallback = { [interactor] in interactor.fallback }"))
        #expect(!presenter.contains("state.rows"))
        let router = try file(plan, "LikersRouter.swift")
        #expect(router.contains("origin.show(.user(user), screensAbove: 2, navigator: navigator, routes: routes)"))
        #expect(router.contains("Made by kiji-gen from the `rows` template"))
    }

    @Test(arguments: templates)
    func theInstructions_addOneRoute_oneCatalogueEntry_andNoLineToAnotherRouter(template: String) throws {
        let plan = try plan(template)
        let declared = plan.instructions.filter { $0.hasPrefix("    case bookmarks") }
        #expect(declared.count == 1, "the case on Destination")
        #expect(plan.instructions.contains { $0.contains("Navigation/Destination.swift") })
        let built = plan.instructions.filter { $0.contains("BookmarksRouter.assembleModule(") }
        #expect(built.count == 1, "its line in the factory")
        #expect(built.allSatisfy { $0.hasPrefix("    case .bookmarks") && $0.hasSuffix("routes: self, deps: deps)") })
        #expect(plan.instructions.contains { $0.contains("Sources/kiji/ScreenFactory.swift") })
        #expect(plan.instructions.contains { $0.contains("navigator?.push(routes.screen(for: .bookmarks") })
        let entries = plan.instructions.filter { $0.hasPrefix("    ScreenKind(") }
        #expect(entries.count == 1, "its entry in the catalogue")
        #expect(entries.allSatisfy { $0.contains("help: BookmarksRouter.keyHelp, actionNames: BookmarksRouter.keyActionNames)") })
        #expect(plan.instructions.contains { $0.contains("Catalogue/ScreenCatalogue.swift") })
        #expect(!plan.instructions.contains { $0.contains("SpyRoutes.swift") || $0.contains("KeyReference") })
        #expect(!plan.instructions.contains { $0.contains("navigator.push(BookmarksRouter") || $0.contains("ScreenKeyTables") })
    }

    @Test func aMultiWordName_readsAsWords() throws {
        let presenter = try file(try plan("module", name: "ReadingHistory"), "ReadingHistoryPresenter.swift")
        #expect(presenter.contains("public let title: String = tr(\"Reading history\")"))
    }

    /// Every unindented `public` declaration is preceded by a `///` line (or an attribute after one).
    static func publicDeclarationsAreDocumented(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasPrefix("public ") {
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
            if above < 0 || !lines[above].hasPrefix("///") { return false }
        }
        return true
    }
}
