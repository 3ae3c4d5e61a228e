/// The largest comment kiji sends.
public enum CommentLimit {
    /// The largest comment body in bytes of UTF-8: Qiita's API schema names no limit, so kiji keeps
    /// to 64 KB and refuses a larger text before any request.
    public static let bytes = 65_536
}
