import KijiDomain
import Localization

/// Writing, editing and deleting a comment: the editor on a draft, the question before anything is
/// sent, the one request, and the file that keeps a text that was not sent, so nothing typed is lost.
extension CommentsPresenter {
    /// What a yes/no question on screen is about.
    enum Pending {
        case post(String)
        case edit(Comment.ID, String)
        case delete(Comment.ID)
    }

    /// Whether a post, an edit or a delete is on its way.
    public var isWriting: Bool { writeTask != nil }

    public func didRequestPost() {
        guard mayWrite(.commenting) else { return }
        write(original: "") { .post($0) }
    }

    public func didRequestEdit(row: Int) {
        guard let comment = ownComment(at: row, need: .editingComments, refusal: tr("You can only edit your own comments.")) else { return }
        write(original: comment.body) { .edit(comment.id, $0) }
    }

    public func didRequestDelete(row: Int) {
        guard let comment = ownComment(at: row, need: .deletingComments, refusal: tr("You can only delete your own comments.")) else { return }
        ask(.delete(comment.id), tr("Delete this comment? y/n"), about: comment.body)
    }

    public func didAnswer(_ yes: Bool) {
        guard let (what, _) = pending else { return }
        pending = nil
        guard yes else { return declined(what) }
        let interactor = self.interactor
        writeTask = Task { [weak self] in
            do throws(LoadError) {
                switch what {
                case .post(let text): self?.wrote(tr("Comment posted."), selecting: try await interactor.post(text))
                case .edit(let id, let text): self?.wrote(tr("Comment updated."), selecting: try await interactor.edit(id, body: text))
                case .delete(let id):
                    try await interactor.delete(id)
                    self?.wrote(tr("Comment deleted."), selecting: nil)
                }
            } catch {
                self?.failed(what, error)
            }
        }
        view?.setBusy(true)
        publish()
    }

    /// Whether a comment may be written now; says why not when it may not.
    private func mayWrite(_ need: TokenNeed) -> Bool {
        guard interactor.canWrite else {
            say(LoadError.tokenRequired(for: need).message)
            return false
        }
        return pending == nil && writeTask == nil
    }

    /// The user's own comment in `row`, or nil after saying why it cannot be changed (`refusal`
    /// when it is someone else's).
    private func ownComment(at row: Int, need: TokenNeed, refusal: String) -> Comment? {
        guard interactor.comments.indices.contains(row), mayWrite(need) else { return nil }
        let comment = interactor.comments[row]
        guard interactor.isOwn(comment) else {
            say(refusal)
            return nil
        }
        return comment
    }

    /// Opens the editor on `original` and asks before sending what came back; says what happened
    /// when the editor ended badly or the text cannot be sent, and where the text is kept.
    private func write(original: String, sending: (String) -> Pending) {
        let edited: String
        switch router.editText(CommentDraft.file(body: original)) {
        case .saved(let text): edited = text
        case .notStarted: return say(tr("No editor could be started: set $VISUAL or $EDITOR."), isError: true)
        case .failed(let ending, let kept): return say(EditorMessage.failed(ending, kept: kept), isError: true)
        case .refused(let refusal, let kept): return say(EditorMessage.refused(refusal, kept: kept), isError: true)
        }
        switch CommentDraft.outcome(of: edited, original: original) {
        case .empty: say(tr("Nothing was written, so nothing was sent."))
        case .unchanged: say(tr("The comment is unchanged, so nothing was sent."))
        case .text(let text) where text.utf8.count > CommentLimit.bytes:
            let refusal = TextRefusal.tooLarge(limit: CommentLimit.bytes)
            say(EditorMessage.refused(refusal, kept: router.keepUnsent(text)), isError: true)
        case .text(let text):
            let pendingWrite = sending(text)
            if case .edit = pendingWrite {
                ask(pendingWrite, tr("Save this change? y/n"), about: text)
            } else {
                ask(pendingWrite, tr("Post this comment? y/n"), about: text)
            }
        }
    }

    private func ask(_ what: Pending, _ question: String, about text: String) {
        pending = (what, CommentsQuestion(question: question, preview: CommentDraft.preview(of: text)))
        publish()
    }

    /// The user said no: a written text is kept all the same, so nothing typed is lost.
    private func declined(_ what: Pending) {
        publish()
        switch what {
        case .post(let text), .edit(_, let text):
            say(router.keepUnsent(text).map { tr("Not sent. The text is kept in {file}", ["file": $0]) } ?? tr("Not sent."))
        case .delete: say(tr("Not deleted."))
        }
    }

    private func wrote(_ message: String, selecting index: Int?) {
        writeTask = nil
        view?.setBusy(false)
        publish(selectionRequest: index)
        say(message)
    }

    /// A write failed: its text goes to a file whose path the status line names.
    private func failed(_ what: Pending, _ error: LoadError) {
        writeTask = nil
        view?.setBusy(false)
        var message: String
        switch what {
        case .post(let text), .edit(_, let text):
            message =
                if let path = router.keepUnsent(text) {
                    tr("Could not send the comment: {error} The text is kept in {file}", ["error": error.message, "file": path])
                } else {
                    tr("Could not send the comment: {error} The text could not be saved to a file either.", ["error": error.message])
                }
        case .delete:
            message = tr("Could not delete the comment: {error}", ["error": error.message])
        }
        if error.kind == .unauthorized {
            message = tr("{message} Run kiji login with a token that has write_qiita.", ["message": message])
        }
        publish()
        say(message, isError: true, detail: error.detail)
    }
}
