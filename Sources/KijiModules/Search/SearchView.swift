import TerminalUI

/// The search prompt: a one-line editor on the status row, labelled with what it searches.
@MainActor
public final class SearchView: PromptScreen, SearchViewInterface {
    private let presenter: any SearchPresenterInterface
    private var field: PromptField
    private var problem: DisplayText?

    /// Creates the view of the prompt that searches `scope`; the presenter is owned by it.
    init(presenter: any SearchPresenterInterface, scope: SearchScope = .qiita) {
        self.presenter = presenter
        let label: DisplayText =
            switch scope {
            case .qiita: tr("Search: ")
            case .kept: tr("Search kept: ")
            }
        field = PromptField(label: label)
    }

    public func draw(in canvas: Canvas, theme: Theme) {
        if let problem {
            canvas.fill(row: 0, from: 0, to: canvas.width, style: theme[.status])
            canvas.draw(TextLayout.truncate(problem, toWidth: canvas.width), row: 0, column: 0, style: theme[.error])
        } else {
            field.draw(in: canvas, theme: theme)
        }
    }

    public func handle(_ key: Key) -> Bool {
        problem = nil
        switch field.handle(key) {
        case .editing: return true
        case .cancelled: return false
        case .submitted(let text): return !presenter.didSubmit(text)
        }
    }

    public func paste(_ text: String) {
        problem = nil
        field.insert(pasted: text)
    }

    public func showProblem(_ message: String) { problem = DisplayText(sanitizing: message) }
}
