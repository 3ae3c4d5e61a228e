import KijiDomain

/// A draft file whose versions the test hands over, as a file watcher would.
@MainActor
final class FakeDraftSource: DraftSource {
    let name: String
    private var onChange: (@MainActor (Result<ArticleDraft, DraftReadError>) -> Void)?
    private var first: Result<ArticleDraft, DraftReadError>
    private(set) var isWatching = false

    /// A source whose first version is `first`, called `name`.
    init(_ first: ArticleDraft, name: String = "draft.md") {
        self.first = .success(first)
        self.name = name
    }

    func watch(_ onChange: @escaping @MainActor (Result<ArticleDraft, DraftReadError>) -> Void) {
        self.onChange = onChange
        isWatching = true
        onChange(first)
    }

    func stopWatching() {
        onChange = nil
        isWatching = false
    }

    /// Hands over a new version, or a read failure.
    func deliver(_ result: Result<ArticleDraft, DraftReadError>) { onChange?(result) }
}
