import FoundationEssentials
import KijiDomain

/// The use case behind your articles: `GET /authenticated_user/items`, the only call that gives
/// page views, private articles included, 100 a page; the next page is read only when asked for.
@MainActor
public final class MyArticlesInteractor: MyArticlesInteractorInterface {
    /// How many articles a page holds: Qiita's most, so an author's list costs the fewest requests.
    static let perPage = 100
    private let repository: any MyItems
    private var nextPage: Int? = 1
    public private(set) var articles: [MyItem] = []

    public var isFinished: Bool { nextPage == nil }

    /// Creates the interactor over `repository`.
    public init(repository: any MyItems) { self.repository = repository }

    public func load() async throws(LoadError) {
        let page = try await repository.myItems(page: 1, perPage: Self.perPage)
        try LoadError.checkNotCancelled()
        articles = page.elements
        nextPage = page.nextPage
    }

    public func loadMore() async throws(LoadError) {
        guard let number = nextPage else { return }
        let page = try await repository.myItems(page: number, perPage: Self.perPage)
        try LoadError.checkNotCancelled()
        let known = Set(articles.map(\.id))
        articles += page.elements.filter { !known.contains($0.id) }
        nextPage = page.nextPage
    }
}
