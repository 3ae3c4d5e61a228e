/// An article being written in a local Markdown file, as `kiji preview` shows it.
public struct ArticleDraft: Sendable, Hashable {
    /// The title; empty when the file names none.
    public var title: String
    /// Tag names.
    public var tags: [String]
    /// The Markdown body, without front matter.
    public var body: String

    /// Creates a draft.
    public init(title: String, tags: [String] = [], body: String) {
        self.title = title
        self.tags = tags
        self.body = body
    }
}

/// Why a draft could not be read, in one sentence.
public struct DraftReadError: Error, Sendable, Hashable {
    /// The sentence, e.g. `Cannot read notes.md: No such file or directory.`
    public var message: String

    /// Creates an error.
    public init(message: String) { self.message = message }
}

/// Where a draft comes from: a file that may change while it is shown.
@MainActor
public protocol DraftSource: AnyObject {
    /// What the draft is called while it has no title, e.g. the file's name.
    var name: String { get }
    /// Calls `onChange` with the draft now, then again each time it changes or stops being readable.
    func watch(_ onChange: @escaping @MainActor (Result<ArticleDraft, DraftReadError>) -> Void)
    /// Stops calling the handler given to ``watch(_:)``.
    func stopWatching()
}
