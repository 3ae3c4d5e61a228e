extension ItemRepository {
    /// One page of a list: fetched, or its kept copy when the network fails (offline, unreachable,
    /// a server error), with the ``Fallback`` that says so, so that a list read page by page (the
    /// timeline's sources) opens offline on what was kept and can say it shows a kept copy. A
    /// used-up rate limit is thrown, not covered: the caller says when it resets.
    public func pageOrKept(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> (page: Page<Item>, fallback: Fallback?) {
        do {
            return (try await items(in: source, page: page, perPage: perPage), nil)
        } catch {
            if case .rateLimited = error.kind { throw error }
            guard error.isNetworkFailure, let kept = await cachedItems(in: source, page: page, perPage: perPage) else { throw error }
            return (kept.page, Fallback(fetchedAt: kept.fetchedAt, cause: error))
        }
    }
}
