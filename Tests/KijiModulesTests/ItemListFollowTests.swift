import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// Follows as a stub: a follow state per target, and every change asked for.
@MainActor
final class StubFollowRepository: FollowRepository {
    nonisolated let hasToken: Bool
    var following: Set<String> = []
    private(set) var asked: [FollowTarget] = []
    private(set) var changes: [String] = []
    /// When set, every change fails with it (and changes nothing).
    var changeFailure: LoadError?

    nonisolated init(hasToken: Bool = true) { self.hasToken = hasToken }

    func isFollowing(_ target: FollowTarget) async throws(LoadError) -> Bool {
        asked.append(target)
        return following.contains(target.description)
    }

    func setFollowing(_ target: FollowTarget, _ follow: Bool) async throws(LoadError) {
        changes.append((follow ? "+" : "-") + target.description)
        if let changeFailure { throw changeFailure }
        if follow { following.insert(target.description) } else { following.remove(target.description) }
    }

    func followedTags(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<KijiDomain.Tag> {
        Page(elements: [], nextPage: nil)
    }

    func followees(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<User> {
        Page(elements: [], nextPage: nil)
    }
}

/// `f` on a tag's or a user's list: the state fetched once at open, shown as a status fact, and
/// toggled; without a token it says how to log in.
@MainActor
@Suite("Item list follow")
struct ItemListFollowTests {
    let view = SpyItemListView()

    func open(_ source: ItemListSource, follows: StubFollowRepository) async -> ItemListPresenter {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(2), next: nil))])
        let interactor = ItemListInteractor(source: source, repository: repository, readMarks: InMemoryReadMarksStub(read: []), perPage: 20)
        let presenter = ItemListPresenter(source: source, interactor: interactor, router: SpyItemListRouter(), follows: follows)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        _ = await eventually { !presenter.isLoading }
        return presenter
    }

    @Test func aTagsList_fetchesWhetherYouFollowIt_once_andFTogglesIt() async {
        let follows = StubFollowRepository()
        let presenter = await open(.tag(KijiDomain.Tag("swift")), follows: follows)
        #expect(await eventually { view.last?.followFact == "Not following #swift" })
        presenter.didPressFollow()
        #expect(await eventually { view.last?.followFact == "Following #swift" })
        presenter.didPressFollow()
        #expect(await eventually { view.last?.followFact == "Not following #swift" })
        #expect(follows.changes == ["+#swift", "-#swift"])
        #expect(follows.asked == [.tag(KijiDomain.Tag("swift"))])
    }

    @Test func aUsersList_followsTheUser() async {
        let follows = StubFollowRepository()
        follows.following = ["@alice"]
        let presenter = await open(.user(User.ID("alice")), follows: follows)
        #expect(await eventually { view.last?.followFact == "Following @alice" })
        presenter.didPressFollow()
        #expect(await eventually { follows.changes == ["-@alice"] })
    }

    @Test func withoutAToken_fSaysHowToLogIn_andAsksNothing() async {
        let follows = StubFollowRepository(hasToken: false)
        let presenter = await open(.tag(KijiDomain.Tag("swift")), follows: follows)
        presenter.didPressFollow()
        #expect(view.last?.message.contains("kiji login") == true)
        #expect(follows.asked.isEmpty && follows.changes.isEmpty)
    }

    @Test func onAllItems_fSaysWhatItFollows() async {
        let follows = StubFollowRepository()
        let presenter = await open(.all, follows: follows)
        presenter.didPressFollow()
        #expect(view.last?.message.hasPrefix("f follows a tag's or a user's list") == true)
        #expect(view.last?.followFact == "")
    }
}
