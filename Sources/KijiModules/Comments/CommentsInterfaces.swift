import ArticleLayout
import FoundationEssentials
import KijiDomain

/// What the Comments presenter tells its view: what every rows screen is told
/// (``RowsViewInterface``), and the question waiting for y or n.
@MainActor
public protocol CommentsViewInterface: RowsViewInterface {
    /// Shows `question` over the list, or takes it away (nil); while one is shown only y, n and
    /// Esc answer it.
    func ask(_ question: CommentsQuestion?)
    /// Says `message` on the status line until the next key (it stays in the message log): what a
    /// write, a refusal or the editor came to.
    func showNote(_ message: String, isError: Bool, detail: String)
}

/// What the Comments view tells its presenter: what every rows screen does (``RowsPresenting``),
/// and the comments' own keys.
@MainActor
public protocol CommentsPresenterInterface: RowsPresenting<CommentRow> {
    /// The user chose the author of the comment in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user chose a link inside a comment: a web address, a mention or its author.
    func didChooseLink(_ link: ArticleLink)
    /// The user pressed `r` with `selectedRow` selected: load the comments again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
    /// The user pressed `C`: write a comment in the editor.
    func didRequestPost()
    /// The user pressed `E` on `row`: edit that comment in the editor, if it is the user's own.
    func didRequestEdit(row: Int)
    /// The user pressed `D` on `row`: delete that comment after a question, if it is the user's own.
    func didRequestDelete(row: Int)
    /// The user answered the question on screen: `y` (true) or `n`/Esc (false).
    func didAnswer(_ yes: Bool)
}

/// The use case behind the Comments list: the comments of one item, oldest first, and the
/// signed-in user's own ones.
@MainActor
public protocol CommentsInteractorInterface: AnyObject {
    /// The comments known now, oldest first.
    var comments: [Comment] { get }
    /// The cached comments on show in place of a fresh answer: when they were fetched and why; nil when fresh.
    var fallback: Fallback? { get }
    /// Whether an access token is configured, so comments can be posted, edited and deleted.
    var canWrite: Bool { get }
    /// Shows the cached comments first (`onCached` is called then), then loads them from the
    /// network; when the network fails and the cache has them, the cached ones stand in.
    func load(onCached: @MainActor () -> Void) async throws(LoadError)
    /// Asks who the signed-in user is, so their own comments can be told apart; nothing without a token.
    func loadSignedInUser() async
    /// Whether the signed-in user wrote `comment`.
    func isOwn(_ comment: Comment) -> Bool
    /// Posts a comment, once, and appends it; returns its index.
    func post(_ body: String) async throws(LoadError) -> Int
    /// Replaces the body of the user's comment and returns its index.
    func edit(_ id: Comment.ID, body: String) async throws(LoadError) -> Int
    /// Deletes the user's comment.
    func delete(_ id: Comment.ID) async throws(LoadError)
}

/// The routes out of the Comments list, and the world outside kiji it needs.
@MainActor
public protocol CommentsRouterInterface: AnyObject {
    /// A user's items: back to that list if the article came from it, else a new one.
    func showUser(_ user: User.ID)
    /// Opens a web address outside kiji; returns false when no browser could be started.
    func openInBrowser(_ url: String) -> Bool
    /// Lets the user edit `initial` in their editor, the screen suspended meanwhile; says what came
    /// of it, and where the text is kept when it cannot be sent.
    func editText(_ initial: String) -> EditorOutcome
    /// Keeps `text` that could not be sent in a file of its own; returns the file's path, or nil
    /// when it could not be written.
    func keepUnsent(_ text: String) -> String?
}
