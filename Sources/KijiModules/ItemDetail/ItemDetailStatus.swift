import Localization
import TerminalUI

/// What the detail screen's status bar says: the screen's own state (a cached copy shown offline,
/// a failed load), as the presenter last said it, and the article's images that could not be
/// shown; the state comes first and neither hides the other.
struct ItemDetailStatus {
    /// The screen's own sentence; empty for none.
    var state = ScreenStatus()
    /// Each image that could not be shown, once, with the one sentence saying why.
    var imageFaults: [(address: String, reason: String)] = []

    /// The state, then how many images could not be shown; an error when either is, with the
    /// details of both for `e`.
    var status: ScreenStatus {
        guard !imageFaults.isEmpty else { return state }
        let images = DisplayText(
            sanitizing: trn(
                "An image could not be shown; press e for why.", "{count} images could not be shown; press e for why.",
                count: imageFaults.count))
        let message =
            state.message.isEmpty
            ? images : DisplayText(sanitizing: tr("{state} {images}", ["state": state.message.string, "images": images.string]))
        let detail = DisplayText.joined([state.detail, imageFaultDetail].filter { !$0.isEmpty }, separator: " · ")
        return ScreenStatus(message: message, isError: true, detail: detail)
    }

    /// Each failed image's address and reason, for `e`.
    var imageFaultDetail: DisplayText {
        DisplayText(sanitizing: imageFaults.map { "\($0.address): \($0.reason)" }.joined(separator: " · "))
    }
}
