import KijiModules

/// Records the problems the search presenter reports.
@MainActor
final class SpySearchView: SearchViewInterface {
    private(set) var problems: [String] = []
    func showProblem(_ message: String) { problems.append(message) }
}

/// Records the queries routed to results.
@MainActor
final class SpySearchRouter: SearchRouterInterface {
    private(set) var queries: [String] = []
    func showResults(for query: String) { queries.append(query) }
}
