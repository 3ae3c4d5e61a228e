extension ItemRepository {
    /// One page of a list: fetched, or its kept copy when the network fails (offline, unreachable,
    /// a server error), so that a list read page by page (the timeline's sources) opens offline on
    /// what was kept. A used-up rate limit is thrown, not covered: the caller says when it resets.
    public func pageOrKept(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        do {
            return try await items(in: source, page: page, perPage: perPage)
        } catch {
            if case .rateLimited = error.kind { throw error }
            guard error.isNetworkFailure, let kept = await cachedItems(in: source, page: page, perPage: perPage) else { throw error }
            return kept.page
        }
    }
}
