import Foundation
import Testing

/// Each screen folder of KijiModules stands alone: it names the shared folders (Navigation,
/// ModuleKit), KijiDomain and the libraries, never a type another module folder declares. A screen
/// reaches another through `Routes`, which only the composition root implements; the catalogue
/// (`Catalogue/ScreenCatalogue`) names each screen's router for its keys, and no screen names it.
struct ModuleBoundaryTests {
    static let modules = ArchitectureDiagramTests.root.appendingPathComponent("Sources/KijiModules")

    @Test func noModuleFolder_namesAnotherModuleFoldersTypes() throws {
        let folders = try ModuleFolders.read(Self.modules)
        #expect(folders.sources.keys.contains("ItemList") && folders.sources.keys.contains("Navigation"))
        let crossings = folders.crossings
        #expect(crossings.isEmpty, "\(crossings.count) crossings:\n\(crossings.map(\.description).joined(separator: "\n"))")
    }

    @Test func aRouterThatAssemblesAnotherModule_isACrossing() {
        let folders = ModuleFolders(sources: [
            "ItemList": ["@MainActor\npublic final class ItemListRouter {\n    func showItem() { navigator.push(ItemDetailRouter.assembleModule()) }\n}\n"],
            "ItemDetail": ["public final class ItemDetailRouter: ItemDetailRouterInterface {}\n"],
        ])
        #expect(folders.crossings.map(\.description) == ["ItemList names ItemDetail's ItemDetailRouter"])
    }

    @Test func sharedFolders_mayBeNamed_butMayNotNameAModule() {
        let folders = ModuleFolders(sources: [
            "Navigation": ["public protocol Routes {\n    func item() -> any Screen\n}\n/// Built by ``ItemListView``.\npublic enum ItemOrigin {}\n"],
            "ItemList": ["final class ItemListView: Screen {\n    let routes: any Routes\n    let origin: ItemOrigin\n}\n"],
        ])
        #expect(folders.crossings.map(\.description) == ["Navigation names ItemList's ItemListView"])
    }

    @Test func theCatalogue_namesRoutersAndTheShell_butNoOtherTypeOfAModule() {
        let folders = ModuleFolders(sources: [
            "Catalogue": ["public enum ScreenCatalogue {\n    static let keys = [TrendRouter.keyHelp, AppShell.keyHelp, TrendView.keyTable]\n}\n"],
            "Trend": ["public final class TrendRouter {}\nfinal class TrendView {}\n"],
            "Shell": ["public final class AppShell {}\n"],
            "ItemList": ["final class ItemListView {\n    let screens = ScreenCatalogue.self\n}\n"],
        ])
        #expect(folders.crossings.map(\.description) == ["Catalogue names Trend's TrendView", "ItemList names Catalogue's ScreenCatalogue"])
    }

    @Test func nestedAndPrivateTypes_areNotTheFoldersToLend() {
        let source = """
            final class CommentsView {
                enum Action { case author }
            }
            private struct Scratch {}
            fileprivate enum Local {}
            nonisolated public struct CommentRow: Sendable {}
            typealias CommentID = String
            """
        #expect(ModuleFolders.declaredTypes(in: source) == ["CommentsView", "CommentRow", "CommentID"])
    }
}
