import ArticleLayout
import KijiDomain

/// What the item detail presenter tells its view.
@MainActor
public protocol ItemDetailViewInterface: AnyObject {
    /// Shows the item.
    func show(_ model: ItemDetailViewModel)
    /// Shows a one-line message in the status bar while the state it tells of holds (a failed
    /// load, an offline copy); an empty message clears it.
    func showMessage(_ message: String, isError: Bool, detail: String)
    /// Says in the status bar, until the next key, what an action did (a copy, an opened address, a
    /// stock changed); the message log keeps it.
    func showNote(_ message: String, isError: Bool, detail: String)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
    /// Shows in the header whether you follow the author (`Following @alice`); empty while unknown.
    func showFollowFact(_ fact: String)
    /// Puts `place` at the top of the view, unless the reader has moved from the top already or the
    /// article opens at what it finds.
    func resume(at place: ReadingPlace)
}

/// What the item detail view tells its presenter.
@MainActor
public protocol ItemDetailPresenterInterface: AnyObject {
    /// The breadcrumb title.
    var title: String { get }
    /// The view is on screen.
    func viewDidLoad()
    /// The user chose the author (`a`, or Enter on the author line).
    func didChooseAuthor()
    /// The user chose a tag.
    func didChooseTag(_ name: String)
    /// The user chose a link: in the header, the body, a mention or a foldable section's summary.
    func didChooseLink(_ link: ArticleLink)
    /// The user pressed `c` (or chose the `Comments (N)` line): show the comments.
    func didRequestComments()
    /// The user pressed `C`: write a comment (on the comments screen, which opens for it).
    func didRequestPost()
    /// The user pressed `o`.
    func didRequestOpenInBrowser()
    /// The user pressed `y` with no code block focused.
    func didRequestCopyURL()
    /// The user pressed `y` on the focused code block `number` (as `ArticleCodeBlocks` numbers them):
    /// copy its text.
    func didRequestCopyCode(_ number: Int)
    /// The user pressed `r`.
    func didRequestRefresh()
    /// The user pressed `s`: stock or unstock the item.
    func didRequestToggleStock()
    /// The user pressed `f`: follow or unfollow the tag or user `focused` in the pager, or the
    /// author when no tag or user is focused.
    func didRequestToggleFollow(focused: ArticleLink?)
    /// The screen is leaving the stack with `place` at the top of the view (nil before the text
    /// was laid out); `readToEnd` when the end of the article was in view.
    func viewWillLeave(at place: ReadingPlace?, readToEnd: Bool)
    /// The view has rested at `place` since the reader last moved (``ItemDetailView/restingDelay``),
    /// as it would be left now: kept, so that a kiji ended by a signal (a closed terminal window)
    /// still opens the article there.
    func viewDidRest(at place: ReadingPlace?, readToEnd: Bool)
    /// The screen is leaving the stack.
    func viewWillClose()
}

/// The use case behind the detail screen.
@MainActor
public protocol ItemDetailInteractorInterface: AnyObject {
    /// The item as known now.
    var item: Item { get }
    /// Why the item on show is the cached copy (the network or the server failed); nil when fresh.
    var cachedCopyCause: LoadError? { get }
    /// Fetches the item with its body. While the body is not known, a cached copy with a body is
    /// taken first and `onCached` is called, so it shows before the network answers; when the
    /// network fails, a cached copy with a body stands in.
    func reload(onCached: @MainActor () -> Void) async throws(LoadError)
    /// Records that the item was opened.
    func markRead()
    /// Where the item, as it is now, opens: where the reader left it, at the top, or at the top
    /// because it changed since.
    func placeToResume() -> ResumePlace
    /// Keeps where the reader left the item, with its version now; nil forgets it.
    func keepPlace(_ place: ReadingPlace?)
    /// Whether an access token is configured, so the stock state can be shown and changed.
    var canStock: Bool { get }
    /// Whether the token's user stocked the item.
    func loadStockStatus() async throws(LoadError) -> Bool
    /// Stocks (`true`) or unstocks (`false`) the item.
    func setStocked(_ stocked: Bool) async throws(LoadError)
}

/// The routes out of an item detail.
@MainActor
public protocol ItemDetailRouterInterface: AnyObject {
    /// A user's items (the author's, or a mentioned user's): back to that list if it is where this
    /// screen came from, else a new one.
    func showUser(_ user: User.ID)
    /// A tag's items, by the same rule.
    func showTag(_ tag: Tag)
    /// The item's comments; with `startsWriting`, the editor opens for a new comment at once.
    func showComments(of item: Item, startsWriting: Bool)
    /// Opens a web address outside kiji; returns false when no browser could be started.
    func openInBrowser(_ url: String) -> Bool
    /// Copies text towards the clipboard; says where it went, or nil when it could not.
    func copyToClipboard(_ text: String) -> ClipboardCopy?
}
