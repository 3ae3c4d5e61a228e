import QiitaStub

/// The stub corpus's hand-written articles, for layout tests on real prose, tables and nesting.
enum MarkdownCorpusSamples {
    /// Every hand-written article body, named by its title.
    static let all: [(name: String, body: String)] = HandwrittenArticle.all.map { ($0.title, $0.body) }

    /// The article that is only a very wide comparison table and a list.
    static let wideTable: String = HandwrittenArticle.all.first { $0.title.contains("比較した表") }?.body ?? ""
}
