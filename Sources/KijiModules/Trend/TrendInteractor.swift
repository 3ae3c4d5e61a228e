import FoundationEssentials
import KijiDomain
import Localization

/// The use case behind the trend: the site's popular-items feed, fetched whole (see ``WholeList``:
/// the kept copy first, then the network, the kept copy standing in offline). It asks the feed's
/// repository only, so listing and refreshing the trend cost no API request.
///
/// A feed with no entries is taken as a failure (one sentence), so the entries shown stay. So is a
/// feed the server answered badly (not XML, a web page, too large …): the kept copy stands in, as it
/// does when the network fails, and ``fallback`` names the failure, so its sentence shows, not "offline".
@MainActor
public final class TrendInteractor: TrendInteractorInterface {
    /// The notice of the feed fetched last, shared with the list's fetch.
    @MainActor
    private final class Notice {
        var text: String?
    }

    private let list: WholeList<TrendEntry>
    private let lastNotice = Notice()

    public var trend: [TrendEntry] { list.elements }
    public var fallback: Fallback? { list.fallback }
    public var notice: String? { lastNotice.text }

    /// Creates the interactor of the trend feed of `repository`.
    public init(repository: any TrendRepository) {
        let lastNotice = self.lastNotice
        list = WholeList {
            await repository.cachedFeed(.trend).map { ($0.entries, $0.fetchedAt) }
        } fetch: { () throws(LoadError) in
            let page = try await repository.feed(.trend)
            guard !page.entries.isEmpty else {
                throw LoadError(kind: .server, message: page.notice ?? tr("The feed has no entries."))
            }
            lastNotice.text = page.notice
            return page.entries
        }
    }

    public func load(onCached: @MainActor () -> Void) async throws(LoadError) {
        lastNotice.text = nil
        try await list.load(onCached: onCached)
    }
}
