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

/// Everything the Comments view shows.
///
/// The rows themselves are not in it: the view asks the presenter for each row it draws, so a
/// long list keeps no row view models.
public struct CommentsViewState: Sendable, Hashable {
    /// How many comments there are.
    public var rowCount = 0
    /// Whether the comments are loading.
    public var isLoading = false
    /// What the screen says when there are no comments and nothing failed.
    public var emptyText = "No comments yet. Press C to write one."
    /// Why the comments could not be loaded, shown where they would be; nil when nothing failed.
    public var loadFailure: String?
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// `12 comments`.
    public var countFact = ""
    /// The row to select after the rows changed (a refresh keeps the same comment, a post selects it).
    public var selectionRequest: Int?
    /// The question waiting for y or n, if any.
    public var question: CommentsQuestion?
}
