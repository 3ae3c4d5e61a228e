import KijiDomain
import MarkdownText

/// One comment of the list, ready to lay out: the facts of its header and its parsed body.
public struct CommentRow: Sendable, Hashable {
    /// The comment's id.
    public var id: Comment.ID
    /// The commenter's login, without the `@`.
    public var login: String
    /// `@login`, with the display name when there is one.
    public var author: String
    /// `2026-11-20`, in the user's time zone.
    public var date: String
    /// Whether the comment was changed after it was posted.
    public var isEdited: Bool
    /// Whether the signed-in user wrote it (`E` and `D` work on it).
    public var isOwn: Bool
    /// The body, parsed once per comment; the view lays it out per width.
    public var body: Document
}

/// A yes/no question the Comments screen waits on, with the first lines of what it is about.
public struct CommentsQuestion: Sendable, Hashable {
    /// `Post this comment? y/n`.
    public var question: String
    /// The first lines of the comment the question is about.
    public var preview: [String]
}
