import LeanFoundation
import Localization

/// The text a comment is written in: what the editor opens with, and what came back from it.
///
/// The file starts with the comment's text (empty for a new one) and ends with one instruction
/// line, which is taken out again; what is left, trimmed, is the comment.
enum CommentDraft {
    /// What the editor gave back.
    enum Outcome: Equatable {
        /// Nothing was written: cancel.
        case empty
        /// The text is as it was: cancel.
        case unchanged
        /// The comment to send.
        case text(String)
    }

    /// The instruction line at the end of the file.
    static var instruction: String {
        tr("<!-- kiji: write the comment above in Markdown, then save and quit. Leave it empty or unchanged to cancel. This line is not sent. -->")
    }

    /// The file the editor opens with: `body`, then the instruction.
    static func file(body: String) -> String {
        body.isEmpty ? "\n\n" + instruction + "\n" : body + "\n\n" + instruction + "\n"
    }

    /// What the user wrote in `edited`, which started as `file(body: original)`.
    static func outcome(of edited: String, original: String) -> Outcome {
        let text = edited.replacing(instruction, with: "").trimmingWhitespaceAndNewlines()
        if text.isEmpty { return .empty }
        if text == original.trimmingWhitespaceAndNewlines() { return .unchanged }
        return .text(text)
    }

    /// The first `count` non-empty lines of `text`, for the question before sending it.
    static func preview(of text: String, count: Int = 5) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        return lines.count > count ? Array(lines.prefix(count)) + ["…"] : lines
    }
}
