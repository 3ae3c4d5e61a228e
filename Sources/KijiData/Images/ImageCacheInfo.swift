/// What the image folder holds, for `kiji cache info`.
public struct ImageCacheInfo: Sendable, Equatable {
    /// The folder.
    public var folder: String
    /// Images kept.
    public var files: Int
    /// Their bytes on disk.
    public var bytes: Int

    /// Creates the facts.
    public init(folder: String, files: Int, bytes: Int) {
        self.folder = folder
        self.files = files
        self.bytes = bytes
    }
}
