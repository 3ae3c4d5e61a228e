import KijiDomain
@testable import KijiModules

/// Records what the Comments presenter shows, and the questions it asks.
@MainActor
final class SpyCommentsView: SpyRowsView<CommentRow>, CommentsViewInterface {
    /// The question on screen now; nil when none is.
    private(set) var question: CommentsQuestion?

    /// Every note said until the next key, in order.
    private(set) var notes: [(text: String, isError: Bool, detail: String)] = []

    func ask(_ question: CommentsQuestion?) { self.question = question }

    func showNote(_ message: String, isError: Bool, detail: String) { notes.append((message, isError, detail)) }
}

/// Records the routes the Comments presenter takes; the editor and the unsent-text store answer as configured.
@MainActor
final class SpyCommentsRouter: CommentsRouterInterface {
    /// What the editor does to the text it is given; nil stands for an editor that cannot be started.
    var editor: ((String) -> String)?
    /// What the editor came to instead, when set: an ending, a refusal.
    var editorOutcome: EditorOutcome?
    private(set) var users: [User.ID] = []
    private(set) var opened: [String] = []
    private(set) var edited: [String] = []
    private(set) var kept: [String] = []

    func showUser(_ user: User.ID) { users.append(user) }

    func openInBrowser(_ url: String) -> Bool {
        opened.append(url)
        return true
    }

    func editText(_ initial: String) -> EditorOutcome {
        edited.append(initial)
        if let editorOutcome { return editorOutcome }
        return editor.map { .saved($0(initial)) } ?? .notStarted
    }

    func keepUnsent(_ text: String) -> String? {
        kept.append(text)
        return "/state/unsent/\(kept.count).md"
    }
}
