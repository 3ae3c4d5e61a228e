import FoundationEssentials
import KijiDomain

/// The use case behind your articles: the newest 100 of `GET /authenticated_user/items`, the only
/// call that gives page views; private articles included.
@MainActor
public final class MyArticlesInteractor: MyArticlesInteractorInterface {
    private let repository: any MyItems
    public private(set) var articles: [MyItem] = []

    /// Creates the interactor over `repository`.
    public init(repository: any MyItems) { self.repository = repository }

    public func load() async throws(LoadError) {
        let page = try await repository.myItems(page: 1, perPage: 100)
        try LoadError.checkNotCancelled()
        articles = page.elements
    }
}
