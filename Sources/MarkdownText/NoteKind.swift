/// The kind of a Qiita note block, from `:::note info`, `:::note warn` or `:::note alert`.
public enum NoteKind: String, Hashable, Sendable {
    /// `:::note info`, a bare `:::note`, or a note of an unknown kind.
    case info
    /// `:::note warn`
    case warn
    /// `:::note alert`
    case alert
}
