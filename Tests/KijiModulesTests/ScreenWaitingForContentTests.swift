import KijiDomain
import Testing
import TerminalUI
@testable import KijiModules

/// A screen waits for its content (so the first frame may wait for it) only while its placeholder
/// is all it has to show: a list with no rows yet, still loading.
@MainActor
@Suite("Screens waiting for content")
struct ScreenWaitingForContentTests {
    /// A rows presenter with nothing to say: the tests show states on the view directly.
    private final class SilentRowsPresenter: RowsPresenting {
        var title: String { "rows" }
        func row(at index: Int) -> String? { nil }
        func viewDidLoad() {}
        func didMoveSelection(to row: Int, rowsInView: Int) {}
        func viewWillClose() {}
    }

    private enum NoAction: Hashable, Sendable {}

    private func rowsScreen() -> RowsScreen<String, NoAction> {
        RowsScreen(
            presenter: RowsPresenterCalls(SilentRowsPresenter()), keyTable: RowsKey.table([]), keys: KeyOverrides(),
            layout: { row, _, _ in [StyledLine(DisplayText(sanitizing: row))] })
    }

    @Test func aRowsScreen_loadingWithNoRows_waits_andStopsOnceRowsOrAFailureCome() {
        let screen = rowsScreen()
        screen.show(RowsViewState(rowCount: 0, isLoading: true))
        #expect(screen.isWaitingForContent)
        screen.show(RowsViewState(rowCount: 3, isLoading: true))
        #expect(!screen.isWaitingForContent)
        screen.show(RowsViewState(rowCount: 0, isLoading: false, loadFailure: "The network is unreachable."))
        #expect(!screen.isWaitingForContent)
    }

    @Test func anItemList_waitsUntilItsFirstPageIsIn() async {
        let interactor = StubItemListInteractor()
        interactor.nextResult = .success([Fixture.item("first")])
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter())
        let view = ItemListView(presenter: presenter)
        presenter.view = view
        view.start()
        #expect(view.isWaitingForContent)
        #expect(await eventually { !presenter.isLoading })
        #expect(!view.isWaitingForContent)
    }

    @Test func anItemList_whoseLoadFails_stopsWaiting() async {
        let interactor = StubItemListInteractor()
        interactor.nextResult = .failure(Fixture.error("The network is unreachable."))
        let presenter = ItemListPresenter(source: .all, interactor: interactor, router: SpyItemListRouter())
        let view = ItemListView(presenter: presenter)
        presenter.view = view
        view.start()
        #expect(await eventually { !presenter.isLoading })
        #expect(!view.isWaitingForContent)
    }
}
