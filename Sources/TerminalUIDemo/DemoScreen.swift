import TerminalUI

/// The demo's only screen: header, a virtual list, a status bar, help and a search prompt.
@MainActor
final class DemoScreen: Component {
    enum Action: Hashable, Sendable {
        case list(ListAction)
        case help
        case search
        case quit
        case suspend
        case redraw
        case reload
    }

    let list: ListView<DemoRows>
    let theme: Theme
    let table: KeyTable<Action>
    var modal: Modal?
    var prompt: PromptField?
    var lastSearch: String = ""
    var onQuit: () -> Void = {}
    var onSuspend: () -> Void = {}
    var onRedraw: () -> Void = {}
    var onReload: () -> Void = {}
    var onTrigger: () -> Void = {}
    var busyIndicator: () -> DisplayText? = { nil }
    var message: DisplayText = "q: quit  /: search  ?: help"

    init(rows: Int, theme: Theme) {
        self.theme = theme
        list = ListView(source: DemoRows(count: rows, theme: theme), theme: theme)
        let moves: [Movement: DisplayText] = [
            .up: "Previous row", .down: "Next row", .pageUp: "Previous page", .pageDown: "Next page",
            .halfPageUp: "Half a page up", .halfPageDown: "Half a page down", .top: "First row", .bottom: "Last row",
        ]
        table = KeyTable(Movement.bindings(group: "Moving", descriptions: moves, action: Action.list) + [
            .init([.character("?"), .function(1)], .help, "Show this help"),
            .init([.character("/")], .search, "Search"),
            .init([.character("r")], .reload, "Pretend to reload (spinner and async result)"),
            .init([.ctrl("z")], .suspend, "Suspend to the shell"),
            .init([.ctrl("l")], .redraw, "Repaint the whole screen"),
            .init([.character("q"), .ctrl("c")], .quit, "Quit"),
        ])
    }

    func draw(in canvas: Canvas) {
        HeaderBar(breadcrumb: ["kiji", "Demo", DisplayText(sanitizing: "\(list.source.count) rows")], trailing: "? help").draw(in: canvas, theme: theme)
        list.draw(in: canvas.subcanvas(row: 1, column: 0, height: canvas.height - 2, width: canvas.width))
        let bottom = canvas.subcanvas(row: canvas.height - 1, column: 0, height: 1, width: canvas.width)
        if var prompt {
            prompt.draw(in: bottom, theme: theme)
            self.prompt = prompt
        } else {
            StatusBar(message: message, spinner: busyIndicator(), facts: [DisplayText(sanitizing: "\(list.selection + 1)/\(list.source.count)")]).draw(in: bottom, theme: theme)
        }
        if let modal {
            modal.draw(in: canvas.subcanvas(row: 1, column: 0, height: canvas.height - 2, width: canvas.width), theme: theme)
        }
    }

    func handle(_ event: Event) {
        guard case .key(let key) = event else { return }
        if var prompt {
            switch prompt.handle(key) {
            case .editing: self.prompt = prompt
            case .submitted(let text):
                lastSearch = text
                message = DisplayText(sanitizing: "Searched: \(text)")
                self.prompt = nil
            case .cancelled: self.prompt = nil
            }
            return
        }
        if var modal {
            switch key {
            case .escape, .character("q"), .character("?"): self.modal = nil
            case .down, .character("j"): modal.scroll(by: 1); self.modal = modal
            case .up, .character("k"): modal.scroll(by: -1); self.modal = modal
            default: break
            }
            return
        }
        if key == .character("!") {
            onTrigger()
            return
        }
        if case .mouse = key {
            list.handle(key)
            return
        }
        switch table.action(for: key) {
        case .list(let action): list.perform(action)
        case .help: modal = .help(title: "Keys", table: table, footer: "Esc: close  j/k: scroll", theme: theme)
        case .search: prompt = PromptField(label: "Search: ", text: lastSearch)
        case .quit: onQuit()
        case .suspend: onSuspend()
        case .redraw: onRedraw()
        case .reload: onReload()
        case nil: break
        }
    }
}
