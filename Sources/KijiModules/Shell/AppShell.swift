import FoundationEssentials
import KijiDomain
import TerminalUI

/// The navigation stack on screen: a header with the breadcrumb, the top screen, a status bar,
/// and the help, error and search overlays, and a screen's prompt (the find in an article).
///
/// It is the ``Navigating`` routers push to and the ``ScreenHost`` screens draw in. Keys go to an
/// open overlay first, then to the top screen, then to the shell's own table (back, help, search).
/// Pasted text goes to the open prompt; elsewhere it is dropped with a word in the status bar.
/// Input no binding knows does nothing; the message log (`e`) names the last such key.
///
/// Every message the status bar shows, a screen's status or a note said until the next key, goes
/// into the session's ``MessageLog`` whole, with its time; `e` opens it with the screen's error and
/// config.toml's problems on top.
@MainActor
public final class AppShell: Component, Navigating, ScreenHost {
    private let loop: EventLoop
    private let theme: Theme
    private let spinner: Spinner
    private let onQuit: () -> Void
    private let note: DisplayText
    private let shortNote: DisplayText
    private var stack: [any Screen] = []
    private var modal: Modal?
    private var messageLog: MessageLogOverlay?
    private var prompt: (any PromptScreen)?
    /// The top screen's box over it (an article's outline), while it is open.
    private var overlay: (any OverlayScreen)?
    /// A note said until the next key, over the top screen's status.
    private var flashStatus: ScreenStatus?
    private var log: MessageLog
    /// The status each screen on the stack last put in the log.
    private var statusLogged: [ObjectIdentifier: ScreenStatus] = [:]
    /// The size of the last frame, which the message log scrolls a chosen address into view in.
    private var drawnSize = (rows: 24, columns: 80)
    /// The name of the last input that nothing handled, until the next key.
    private var lastUnboundKey: String?

    /// Keys the user rebound in config.toml; set by the composition root.
    public var keyOverrides = KeyOverrides() {
        didSet { keyTable = keyOverrides.applied(to: ShellAction.keyTable) }
    }
    private var keyTable = ShellAction.keyTable

    /// config.toml's problems, one sentence each, which the message log lists; set by the
    /// composition root.
    public var configProblems: [DisplayText] = []

    /// The browser and clipboard the message log copies and opens through; set by the composition root.
    public var externals: (any ExternalActions)?

    /// Makes the search prompt of a scope: Qiita's when `/` or `:` is pressed, the kept items'
    /// for `K`; set by the composition root.
    public var makeSearchPrompt: ((SearchScope) -> any PromptScreen)?
    /// The sync `O` starts in the background; nil when kiji cannot sync (`--offline`).
    public var backgroundSync: (any BackgroundJob)?
    /// The running sync's progress, the status bar's last fact (the one kept when the bar is narrow); nil when none runs.
    private var syncProgress: (@Sendable (_ width: Int) -> String)?
    private var isSyncing = false

    /// Makes the root list a home key (1 to 5) switches to, or says in one sentence why it cannot
    /// be shown (it may ask the API first, such as whose stocks to show); set by the composition root.
    public var makeHomeScreen: (@MainActor (HomeList) async -> Result<any Screen, HomeUnavailable>)?

    /// The names of the shell's own key bindings (back, help, search …), which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { ShellAction.keyTable.actionNames }

    /// The shell's own keys as help lists them (they work on every screen), for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { ShellAction.keyTable.help }

    /// Creates a shell drawing through `loop`; `note` shows in the header (e.g. `demo · 127.0.0.1:8080`),
    /// `shortNote` in its place when the row is short (`demo`); `onQuit` restores the terminal and exits.
    /// The message log's times are `clock`'s.
    public init(
        loop: EventLoop, theme: Theme, spinner: Spinner = .dots, note: DisplayText = .empty, shortNote: DisplayText? = nil,
        clock: @escaping () -> Date = Date.init, onQuit: @escaping () -> Void
    ) {
        log = MessageLog(clock: clock)
        self.loop = loop
        self.theme = theme
        self.spinner = spinner
        self.note = note
        self.shortNote = shortNote ?? note
        self.onQuit = onQuit
    }

    /// The screens from the root to the top.
    public var screens: [any Screen] { stack }

    /// Shows a message in the status bar until the next key, over the screen's own status, and
    /// keeps it in the message log.
    public func flash(_ message: DisplayText, isError: Bool = false, detail: DisplayText = .empty) {
        flashStatus = ScreenStatus(message: message, isError: isError, detail: detail)
        log.record(message, isError: isError, detail: detail)
        setNeedsDisplay()
    }

    // MARK: Navigating

    public func push(_ screen: any Screen) {
        screen.host = self
        overlay = nil
        stack.append(screen)
        screen.start()
        setNeedsDisplay()
    }

    public func pop() {
        guard stack.count > 1 else { return quit() }
        let screen = stack.removeLast()
        overlay = nil
        statusLogged[ObjectIdentifier(screen)] = nil
        screen.close()
        setNeedsDisplay()
    }

    public func quit() {
        statusLogged = [:]
        overlay = nil
        while let screen = stack.popLast() { screen.close() }
        onQuit()
    }

    // MARK: ScreenHost

    public func setNeedsDisplay() { loop.setNeedsDisplay() }

    public func beginActivity() { loop.beginActivity() }

    public func endActivity() { loop.endActivity() }

    public func say(_ message: DisplayText, isError: Bool, detail: DisplayText) { flash(message, isError: isError, detail: detail) }

    public func showPrompt(_ prompt: any PromptScreen) {
        self.prompt = prompt
        setNeedsDisplay()
    }

    public func showOverlay(_ overlay: any OverlayScreen) {
        self.overlay = overlay
        setNeedsDisplay()
    }

    // MARK: Component

    /// Whether the screen on top waits for its content (the first frame waits a moment for it).
    public var isWaitingForContent: Bool { stack.last?.isWaitingForContent ?? false }

    public func draw(in canvas: Canvas) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        drawnSize = (canvas.height, canvas.width)
        header.draw(in: canvas.subcanvas(row: 0, column: 0, height: 1, width: canvas.width), theme: theme)
        if canvas.height > 2, let top = stack.last {
            top.draw(in: canvas.subcanvas(row: 1, column: 0, height: canvas.height - 2, width: canvas.width), theme: theme)
        }
        if canvas.height > 1 {
            let bottom = canvas.subcanvas(row: canvas.height - 1, column: 0, height: 1, width: canvas.width)
            if let prompt { prompt.draw(in: bottom, theme: theme) } else { statusBar().draw(in: bottom, theme: theme) }
        }
        overlay?.draw(in: canvas, theme: theme)
        modal?.draw(in: canvas, theme: theme)
        messageLog?.modal.draw(in: canvas, theme: theme)
    }

    /// The header: the breadcrumb, then the top screen's note (`Following #swift`) and the shell's
    /// (shortened, then gone when the row is short) and `? help`. A screen's note takes the place of
    /// the shell note's long form (the demo's address), so the breadcrumb keeps its room at 80
    /// columns; the shell's note gives way before the screen's, and `? help` goes last.
    private var header: HeaderBar {
        let screenNote = stack.last?.headerNote ?? .empty
        let shellNotes = screenNote.isEmpty ? [note, shortNote] : [shortNote]
        let shellForms = shellNotes.filter { !$0.isEmpty }.map { $0 + "  " + Self.helpHint } + [Self.helpHint]
        let forms = screenNote.isEmpty ? shellForms : shellForms.map { screenNote + "  " + $0 } + [Self.helpHint]
        var unique: [DisplayText] = []
        for form in forms where !unique.contains(form) { unique.append(form) }
        return HeaderBar(breadcrumb: stack.map(\.title), trailingForms: unique)
    }

    /// The hint that opens the help.
    static var helpHint: DisplayText { tr("? help") }

    public func handle(_ event: Event) {
        switch event {
        case .key(let key): handle(key)
        case .paste(let text): paste(text)
        case .unboundKey(let name): lastUnboundKey = name
        case .resize, .tick: break
        }
    }

    private func handle(_ key: Key) {
        let unbound = lastUnboundKey
        lastUnboundKey = nil
        flashStatus = nil
        if key == .ctrl("c") { return quit() }
        if keyTable.action(for: key) == .redraw { return loop.redrawEverything() }
        if modal != nil { return handleModal(key) }
        if messageLog != nil { return handleMessageLog(key) }
        if let overlay {
            if !overlay.handle(key) { self.overlay = nil }
            return setNeedsDisplay()
        }
        if let prompt {
            if !prompt.handle(key) { self.prompt = nil }
            return
        }
        if stack.last?.handle(key) == true { return }
        guard let action = keyTable.action(for: key) else {
            lastUnboundKey = key.displayName
            return
        }
        switch action {
        case .back: pop()
        case .quit: quit()
        case .redraw: loop.redrawEverything()
        case .search: prompt = makeSearchPrompt?(.qiita)
        case .keptSearch: prompt = makeSearchPrompt?(.kept)
        case .sync: startSync()
        case .home(let list): switchRoot(to: list)
        case .help: modal = helpModal()
        case .errorDetails:
            messageLog = MessageLogOverlay(screenError: stack.last?.status, configProblems: configProblems, log: log, theme: theme)
            if let unbound { flashStatus = ScreenStatus(message: tr("unbound key {key}", ["key": unbound])) }
        }
    }

    /// The running sync's progress as the status bar's last fact: half the width the facts get,
    /// less room for a list's count (`20/1000`), at least 14 columns.
    private func syncFact() -> [DisplayText] {
        guard let syncProgress else { return [] }
        return [DisplayText(sanitizing: syncProgress(max(drawnSize.columns / 2 - 9, 14)))]
    }

    /// Starts the background sync, unless it runs already or kiji cannot sync; says which.
    private func startSync() {
        guard let backgroundSync else { return flash(tr("kiji is offline (--offline), so it does not sync; run kiji sync without it.")) }
        guard !isSyncing else { return flash(tr("kiji is syncing already; the status bar shows how far it is.")) }
        isSyncing = true
        let starting = tr("sync starting").string
        syncProgress = { _ in starting }
        flash(tr("Sync started."))
        backgroundSync.start(
            report: { [weak self] line in
                self?.syncProgress = line
                self?.setNeedsDisplay()
            },
            finish: { [weak self] sentence, detail, stoppedEarly in
                self?.isSyncing = false
                self?.syncProgress = nil
                self?.flash(DisplayText(sanitizing: sentence), isError: stoppedEarly, detail: DisplayText(sanitizing: detail))
            })
    }

    /// Replaces every screen with the root list `list`, or says why it cannot be shown.
    private func switchRoot(to list: HomeList) {
        guard let makeHomeScreen else { return }
        Task { [weak self] in
            let made = await makeHomeScreen(list)
            self?.showRoot(made)
        }
    }

    private func showRoot(_ made: Result<any Screen, HomeUnavailable>) {
        switch made {
        case .success(let screen):
            statusLogged = [:]
            while let screen = stack.popLast() { screen.close() }
            push(screen)
        case .failure(let unavailable):
            flash(DisplayText(sanitizing: unavailable.message))
        }
    }

    /// Pasted text goes into the open prompt; anywhere else it is dropped, and the status bar says
    /// so.
    private func paste(_ text: String) {
        lastUnboundKey = nil
        if let prompt, modal == nil, messageLog == nil, overlay == nil {
            flashStatus = nil
            prompt.paste(text)
        } else {
            flash(tr("Pasted text ignored: paste into a prompt, such as search (/)"))
        }
    }

    private func handleModal(_ key: Key) {
        if case .scroll(let lines) = OverlayAction.keyTable.action(for: key) { modal?.scroll(by: lines) } else { modal = nil }
    }

    /// While the message log is open: its scrolling and choosing keys; any other key closes it.
    private func handleMessageLog(_ key: Key) {
        if case .scroll(let lines) = OverlayAction.keyTable.action(for: key) {
            messageLog?.scroll(by: lines)
            return
        }
        switch MessageLogOverlay.keyTable.action(for: key) {
        case .choose(let step): messageLog?.choose(step: step, rows: drawnSize.rows, columns: drawnSize.columns)
        case .copy: copyChosenReference()
        case .open: openChosenReference()
        case nil: messageLog = nil
        }
    }

    private func copyChosenReference() {
        guard let reference = messageLog?.chosenReference, let externals else { return }
        let said = ClipboardCopy.sentence(for: externals.copyToClipboard(reference), of: reference)
        flash(DisplayText(sanitizing: said.message), isError: said.isError)
    }

    private func openChosenReference() {
        guard let reference = messageLog?.chosenReference, let externals else { return }
        guard MessageReferences.isWebAddress(reference) else {
            return flash(tr("Only a web address opens in the browser; Enter copies a file name."))
        }
        flash(DisplayText(sanitizing: BrowserSentence.after(opening: reference, opened: externals.openWebAddress(reference))))
    }

    /// Keeps a screen's status in the message log when it says something new for that screen (a
    /// status drawn again, or shown again when its screen is back on top, is not repeated); true
    /// when it was new.
    private func logStatus(_ status: ScreenStatus, of screen: any Screen) -> Bool {
        let said = ScreenStatus(message: status.message, isError: status.isError, detail: status.detail)
        let id = ObjectIdentifier(screen)
        guard statusLogged[id] != said else { return false }
        statusLogged[id] = said
        log.record(said.message, isError: said.isError, detail: said.detail)
        return true
    }

    /// The status bar: a note said until the next key, else the top screen's status; the message
    /// log keeps both. An error the screen reports after the note takes its place: a note never
    /// hides a failure newer than itself.
    private func statusBar() -> StatusBar {
        let screenStatus = stack.last?.status ?? ScreenStatus()
        if let top = stack.last, logStatus(screenStatus, of: top), screenStatus.isError { flashStatus = nil }
        let status = flashStatus ?? screenStatus
        return StatusBar(
            message: status.message, isError: status.isError,
            spinner: loop.isBusy ? spinner.frame(loop.spinnerTick) : nil, facts: screenStatus.facts + syncFact())
    }

    private func helpModal() -> Modal {
        let screenLines = stack.last?.helpLines ?? []
        let shellLines = keyTable.helpLines(theme: theme)
        return Modal(title: tr("Keys"), body: screenLines + [StyledLine()] + shellLines, footer: tr("any key: close  j/k: scroll"))
    }
}
