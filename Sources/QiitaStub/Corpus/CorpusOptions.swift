/// What corpus to generate: the same options always give the same items.
public struct CorpusOptions: Sendable, Hashable {
    /// The seed every generated value derives from.
    public var seed: UInt64
    /// Items in all, hand-written ones included; up to 100,000 and more without start-up cost.
    public var itemCount: Int
    /// Generated users, besides the authors of the hand-written articles.
    public var userCount: Int
    /// Whether items, users and tags with terminal-hostile text are mixed in, right after the
    /// hand-written articles.
    public var includeHostile: Bool
    /// The origin the articles' image links name, e.g. `http://127.0.0.1:49152`: a running stub
    /// sets its own, where it serves ``StubFiles``; a corpus read without a stub keeps
    /// ``StubFiles/originPlaceholder``, which points nowhere.
    public var fileOrigin: String
    /// Every how many slots a generated item ends with a picture of its own; 0 for none (the
    /// demo's default: only the hand-written articles have pictures).
    public var pictureEvery: Int

    /// Creates options; the defaults make the demo corpus.
    public init(
        seed: UInt64 = 20_261_122, itemCount: Int = 1000, userCount: Int = 60, includeHostile: Bool = false,
        fileOrigin: String = StubFiles.originPlaceholder, pictureEvery: Int = 0
    ) {
        self.seed = seed
        self.itemCount = max(0, itemCount)
        self.userCount = max(1, userCount)
        self.includeHostile = includeHostile
        self.fileOrigin = fileOrigin
        self.pictureEvery = max(0, pictureEvery)
    }
}
