import KijiDomain
import TerminalUI

extension ItemDetailView {
    public func resume(at place: ReadingPlace) {
        guard pager.topLine == 0, !opensAtFind else { return }
        pendingPlace = place
        host?.setNeedsDisplay()
    }

    /// Where the reader is: the line at the top of the view, in terms that hold at any width (the
    /// place still to go to, when the text has not been drawn since); nil before any text.
    var placeInView: ReadingPlace? {
        if let pendingPlace { return pendingPlace }
        guard !shownLines.isEmpty else { return nil }
        return ReadingPlace(top: pager.topLine, of: shownLines)
    }

    /// The place at the top of the lines drawn last, to keep at a new width; nil at the top.
    var placeOnScreen: ReadingPlace? {
        guard pager.topLine > 0, !shownLines.isEmpty else { return nil }
        return ReadingPlace(top: pager.topLine, of: shownLines)
    }

    /// How long the view rests after the reader's last move before the place is kept: a held key
    /// keeps nothing, and an ended kiji loses at most that much of the reading.
    static let restingDelay = Duration.seconds(2)

    /// Whether the end of the article is in view (with no place still to go to).
    var isReadToEnd: Bool { pendingPlace == nil && pager.position == .bottom }

    /// Starts the wait after a move (the top line drawn changed), replacing the one under way;
    /// once it ends, the presenter keeps the place.
    func noteMoveForResting() {
        guard pager.topLine != lastDrawnTopLine else { return }
        lastDrawnTopLine = pager.topLine
        restingWait?.cancel()
        restingWait = Task { @MainActor [weak self] in
            guard (try? await Task.sleep(for: Self.restingDelay)) != nil, let self else { return }
            presenter.viewDidRest(at: placeInView, readToEnd: isReadToEnd)
        }
    }

    /// Puts the place the article opens at at the top of the view, once the text is laid out,
    /// unless the reader moved first.
    func goToPendingPlace() {
        guard let place = pendingPlace, !shownLines.isEmpty else { return }
        pendingPlace = nil
        guard pager.topLine == 0 else { return }
        pager.moveTopLine(by: place.top(in: shownLines))
    }
}
