import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// An article opened again opens where the reader left it, unless it changed since; leaving it
/// keeps the place, except at the top or read to the end.
@MainActor
struct ItemDetailResumeTests {
    private let view = SpyItemDetailView()
    private static let place = ReadingPlace(words: "the middle", occurrence: 1, linesAbove: 2, share: 0.6)

    private func presenter(_ interactor: StubItemDetailInteractor) -> ItemDetailPresenter {
        let presenter = ItemDetailPresenter(interactor: interactor, router: SpyItemDetailRouter(), timeZone: .utc)
        presenter.view = view
        return presenter
    }

    private func loaded(_ resume: ResumePlace) async throws -> (ItemDetailPresenter, StubItemDetailInteractor) {
        let interactor = StubItemDetailInteractor(item: Fixture.item("x", body: "Body"))
        interactor.reloadResult = .success(Fixture.item("x", body: "Body"))
        interactor.resumePlace = resume
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        try #require(await eventually { view.busyChanges == [true, false] })
        return (presenter, interactor)
    }

    private func interactor(keeping places: ReadingPlacesStub, body: String = "Body") -> ItemDetailInteractor {
        let repository = StubItemRepository()
        repository.cachedItemsByID[Item.ID("x")] = Fixture.item("x", body: body)
        repository.itemReplies = [.success(Fixture.item("x", body: body))]
        return ItemDetailInteractor(
            item: ItemSummary(Fixture.item("x")), repository: repository, readMarks: InMemoryReadMarksStub(), places: places)
    }

    @Test func theLoadedText_opensWhereTheReaderLeftIt() async throws {
        _ = try await loaded(.place(Self.place))
        #expect(view.resumedPlaces == [Self.place])
        #expect(view.notes.isEmpty)
    }

    @Test func anArticleThatChanged_opensAtTheTopSayingSo() async throws {
        _ = try await loaded(.changed)
        #expect(view.resumedPlaces.isEmpty)
        #expect(view.notes.map(\.text) == ["The article changed since you last read it; it opens at the top."])
    }

    @Test func aReload_doesNotMoveTheViewAgain() async throws {
        let (presenter, _) = try await loaded(.place(Self.place))
        presenter.didRequestRefresh()
        #expect(await eventually { view.busyChanges == [true, false, true, false] })
        #expect(view.resumedPlaces == [Self.place])
    }

    @Test func leavingPartWay_keepsThePlace() async throws {
        let (presenter, interactor) = try await loaded(.top)
        presenter.viewWillLeave(at: Self.place, readToEnd: false)
        #expect(interactor.keptPlaces == [Self.place])
    }

    @Test func leavingReadToTheEnd_forgetsThePlace() async throws {
        let (presenter, interactor) = try await loaded(.place(Self.place))
        presenter.viewWillLeave(at: Self.place, readToEnd: true)
        #expect(interactor.keptPlaces == [nil])
    }

    @Test func leavingAtTheTop_forgetsThePlace() async throws {
        let (presenter, interactor) = try await loaded(.place(Self.place))
        presenter.viewWillLeave(at: ReadingPlace(words: "Title x", occurrence: 0, linesAbove: 0, share: 0), readToEnd: false)
        #expect(interactor.keptPlaces == [nil])
    }

    @Test func leavingBeforeTheTextCame_leavesTheKeptPlaceAlone() {
        let interactor = StubItemDetailInteractor(item: Fixture.item("x"))
        interactor.holdsReload = true
        let presenter = presenter(interactor)
        presenter.viewDidLoad()
        presenter.viewWillLeave(at: Self.place, readToEnd: false)
        #expect(interactor.keptPlaces.isEmpty)
        interactor.releaseReload()
    }

    @Test func aPlaceKeptForTheArticleAsItIs_isWhereItOpens() async throws {
        let article = Fixture.item("x", body: "Body")
        let places = ReadingPlacesStub([article.id: KeptReadingPlace(place: Self.place, version: ArticleVersion.of(article))])
        let detail = interactor(keeping: places)
        try await detail.reload {}
        #expect(detail.placeToResume() == .place(Self.place))
    }

    @Test func aPlaceKeptBeforeTheArticleWasUpdated_isAChange() async throws {
        var before = Fixture.item("x", body: "Body")
        before.updatedAt = Date(timeIntervalSince1970: 1_795_000_000)
        var now = before
        now.updatedAt = Date(timeIntervalSince1970: 1_795_100_000)
        let places = ReadingPlacesStub([before.id: KeptReadingPlace(place: Self.place, version: ArticleVersion.of(before))])
        let repository = StubItemRepository()
        repository.itemReplies = [.success(now)]
        let detail = ItemDetailInteractor(
            item: ItemSummary(before), repository: repository, readMarks: InMemoryReadMarksStub(), places: places)
        try await detail.reload {}
        #expect(detail.placeToResume() == .changed)
    }

    @Test func withoutADate_aPlaceKeptBeforeTheBodyChanged_isAChange() async throws {
        let before = Fixture.item("x", body: "Body as it was")
        let places = ReadingPlacesStub([before.id: KeptReadingPlace(place: Self.place, version: ArticleVersion.of(before))])
        let detail = interactor(keeping: places, body: "Body as it is")
        try await detail.reload {}
        #expect(detail.placeToResume() == .changed)
    }

    @Test func noPlaceKept_opensAtTheTop() async throws {
        let detail = interactor(keeping: ReadingPlacesStub())
        try await detail.reload {}
        #expect(detail.placeToResume() == .top)
    }

    @Test func keepingAPlace_keepsTheArticlesVersionWithIt() async throws {
        let places = ReadingPlacesStub()
        let detail = interactor(keeping: places)
        try await detail.reload {}
        detail.keepPlace(Self.place)
        detail.keepPlace(nil)
        #expect(places.keeps == [KeptReadingPlace(place: Self.place, version: ArticleVersion.of(Fixture.item("x", body: "Body"))), nil])
    }
}
