import KijiDomain
import TerminalUI

/// The navigation stack on screen: a header with the breadcrumb, the top screen, a status bar,
/// and the help, error and search overlays.
///
/// It is the ``Navigating`` routers push to and the ``ScreenHost`` screens draw in. Keys go to an
/// open overlay first, then to the top screen, then to the shell's own table (back, help, search).
/// Pasted text goes to the open prompt; elsewhere it is dropped with a word in the status bar.
/// Input no binding knows does nothing; the error details (`e`) name the last such key.
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
    private var prompt: (any PromptScreen)?
    private var flashMessage: DisplayText?
    /// The name of the last input that nothing handled, until the next key.
    private var lastUnboundKey: String?

    /// Keys the user rebound in config.toml; set by the composition root.
    public var keyOverrides = KeyOverrides() {
        didSet { keyTable = keyOverrides.applied(to: ShellAction.keyTable) }
    }
    private var keyTable = ShellAction.keyTable

    /// Makes the search prompt when `/` is pressed; set by the composition root.
    public var makeSearchPrompt: (() -> any PromptScreen)?

    /// Makes the root list a home key (1 to 5) switches to, or says in one sentence why it cannot
    /// be shown (it may ask the API first, such as whose stocks to show); set by the composition root.
    public var makeHomeScreen: (@MainActor (HomeList) async -> Result<any Screen, HomeUnavailable>)?

    /// The names of the shell's own key bindings (back, help, search …), which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { ShellAction.keyTable.actionNames }

    /// Creates a shell drawing through `loop`; `note` shows in the header (e.g. `demo · 127.0.0.1:8080`),
    /// `shortNote` in its place when the row is short (`demo`); `onQuit` restores the terminal and exits.
    public init(
        loop: EventLoop, theme: Theme, spinner: Spinner = .dots, note: DisplayText = .empty, shortNote: DisplayText? = nil,
        onQuit: @escaping () -> Void
    ) {
        self.loop = loop
        self.theme = theme
        self.spinner = spinner
        self.note = note
        self.shortNote = shortNote ?? note
        self.onQuit = onQuit
    }

    /// The screens from the root to the top.
    public var screens: [any Screen] { stack }

    /// Shows a message in the status bar until the next key, over the screen's own status.
    public func flash(_ message: DisplayText) {
        flashMessage = message
        setNeedsDisplay()
    }

    // MARK: Navigating

    public func push(_ screen: any Screen) {
        screen.host = self
        stack.append(screen)
        screen.start()
        setNeedsDisplay()
    }

    public func pop() {
        guard stack.count > 1 else { return quit() }
        stack.removeLast().close()
        setNeedsDisplay()
    }

    public func quit() {
        while let screen = stack.popLast() { screen.close() }
        onQuit()
    }

    // MARK: ScreenHost

    public func setNeedsDisplay() { loop.setNeedsDisplay() }

    public func beginActivity() { loop.beginActivity() }

    public func endActivity() { loop.endActivity() }

    // MARK: Component

    public func draw(in canvas: Canvas) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        header.draw(in: canvas.subcanvas(row: 0, column: 0, height: 1, width: canvas.width), theme: theme)
        if canvas.height > 2, let top = stack.last {
            top.draw(in: canvas.subcanvas(row: 1, column: 0, height: canvas.height - 2, width: canvas.width), theme: theme)
        }
        if canvas.height > 1 {
            let bottom = canvas.subcanvas(row: canvas.height - 1, column: 0, height: 1, width: canvas.width)
            if let prompt { prompt.draw(in: bottom, theme: theme) } else { statusBar().draw(in: bottom, theme: theme) }
        }
        modal?.draw(in: canvas, theme: theme)
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
        flashMessage = nil
        if key == .ctrl("c") { return quit() }
        if keyTable.action(for: key) == .redraw { return loop.redrawEverything() }
        if modal != nil { return handleModal(key) }
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
        case .search: prompt = makeSearchPrompt?()
        case .home(let list): switchRoot(to: list)
        case .help: modal = helpModal()
        case .errorDetails:
            modal = errorModal()
            if let unbound { flashMessage = tr("unbound key {key}", ["key": unbound]) }
        }
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
        if let prompt, modal == nil {
            flashMessage = nil
            prompt.paste(text)
        } else {
            flashMessage = tr("Pasted text ignored: paste into a prompt, such as search (/)")
        }
    }

    private func handleModal(_ key: Key) {
        if case .scroll(let lines) = OverlayAction.keyTable.action(for: key) { modal?.scroll(by: lines) } else { modal = nil }
    }

    private func statusBar() -> StatusBar {
        let status = stack.last?.status ?? ScreenStatus()
        return StatusBar(
            message: flashMessage ?? status.message, isError: flashMessage == nil && status.isError,
            spinner: loop.isBusy ? spinner.frame(loop.spinnerTick) : nil, facts: status.facts)
    }

    private func helpModal() -> Modal {
        let screenLines = stack.last?.helpLines ?? []
        let shellLines = keyTable.helpLines(theme: theme)
        return Modal(title: tr("Keys"), body: screenLines + [StyledLine()] + shellLines, footer: tr("any key: close  j/k: scroll"))
    }

    private func errorModal() -> Modal {
        let status = stack.last?.status ?? ScreenStatus()
        guard status.isError else {
            return Modal(title: tr("No error"), body: [StyledLine(tr("Nothing has gone wrong on this screen."))], footer: tr("Esc: close"))
        }
        return Modal.error(title: tr("Error"), message: status.message, details: status.detail, footer: tr("Esc: close"), theme: theme)
    }
}
