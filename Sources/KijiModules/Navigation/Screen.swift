import TerminalUI

/// One screen on the navigation stack: a module's view, as the shell sees it.
@MainActor
public protocol Screen: AnyObject {
    /// The breadcrumb entry, e.g. `@alice` or an item title.
    var title: DisplayText { get }
    /// What the status bar shows while this screen is on top.
    var status: ScreenStatus { get }
    /// A short fact about what the screen shows (`Following #swift`), drawn in the header's right
    /// part before the shell's note and `? help`; empty for none.
    var headerNote: DisplayText { get }
    /// Help content: this screen's own key table.
    var helpLines: [StyledLine] { get }
    /// The shell the screen draws in; set when the screen is pushed.
    var host: (any ScreenHost)? { get set }

    /// Whether the screen shows only a placeholder while its content is on the way (a list before
    /// its first rows, an article before its text): the first frame waits a moment for it.
    var isWaitingForContent: Bool { get }

    /// Called once, right after the screen is pushed: start loading.
    func start()
    /// Draws the screen's content into `canvas` (the area between header and status bar).
    func draw(in canvas: Canvas, theme: Theme)
    /// Handles a key; returns false to let the shell try its own bindings.
    func handle(_ key: Key) -> Bool
    /// Called once when the screen leaves the stack: cancel work, release resources.
    func close()
}

extension Screen {
    /// No header note, unless the screen has one.
    public var headerNote: DisplayText { .empty }

    /// Never waiting, unless the screen says so.
    public var isWaitingForContent: Bool { false }
}

/// The status line of a screen: a message, whether it is an error, and facts on the right.
public struct ScreenStatus: Sendable, Equatable {
    /// One sentence.
    public var message: DisplayText
    /// Whether the message reports a failure.
    public var isError: Bool
    /// Technical detail for the error overlay.
    public var detail: DisplayText
    /// Short facts shown right-aligned, e.g. `42/1000`.
    public var facts: [DisplayText]

    /// Creates a status.
    public init(message: DisplayText = .empty, isError: Bool = false, detail: DisplayText = .empty, facts: [DisplayText] = []) {
        self.message = message
        self.isError = isError
        self.detail = detail
        self.facts = facts
    }
}

/// What a screen may ask of the shell that shows it.
@MainActor
public protocol ScreenHost: AnyObject {
    /// Asks for a redraw at the end of this turn.
    func setNeedsDisplay()
    /// Starts the busy spinner; balance with ``endActivity()``.
    func beginActivity()
    /// Stops the busy spinner once every activity has ended.
    func endActivity()
    /// Says in the status bar, over the screen's own status and until the next key, what an action
    /// did; the message log (`e`) keeps it with its time.
    func say(_ message: DisplayText, isError: Bool, detail: DisplayText)
    /// Shows `prompt` in place of the status bar, taking the keys until it is finished.
    func showPrompt(_ prompt: any PromptScreen)
    /// Shows `overlay` over the screen, taking the keys until it is done or its screen leaves.
    func showOverlay(_ overlay: any OverlayScreen)
}
