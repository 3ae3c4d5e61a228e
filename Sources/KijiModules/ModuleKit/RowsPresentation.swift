import FoundationEssentials
import KijiDomain
import Localization

/// What every rows screen's presenter does the same way (see ``RowsScreen``): its loads, one at a
/// time (a ``LoadSequence``); the failure and the kept copy's notice (``FallbackStatus``); the row kept selected across a
/// refresh; the next page read as the selection nears the end; the read marks of a list of items;
/// and the ``RowsViewState`` it shows.
///
/// A presenter keeps one over its interactor's `elements` and adds what is its own: its rows, its
/// routes, and (through ``describe``) its facts, notices and end row.
@MainActor
final class RowsPresentation<Element: Identifiable> {
    /// How a paged list reads more.
    struct Paging {
        /// How many rows the next read adds at most, for the prefetch distance (``Prefetch``).
        var pageSize: @MainActor () -> Int
        /// Whether nothing more can be read.
        var isFinished: @MainActor () -> Bool
        /// Reads more rows; throws what stopped it, keeping what was read.
        var loadMore: @MainActor () async throws(LoadError) -> Void
    }

    /// One load's work: given the callback that shows a kept copy at once.
    typealias Work = @MainActor (_ showKept: @escaping @MainActor () -> Void) async throws(LoadError) -> Void

    /// The view; weak, because the view owns the presenter.
    weak var view: (any RowsViewInterface)?
    /// The kept copy on show in place of a fresh answer, when and why; nil when it came fresh.
    var fallback: @MainActor () -> Fallback? = { nil }
    /// What only this screen adds to a state before it is shown: its facts, a notice, the end row.
    var describe: @MainActor (inout RowsViewState) -> Void = { _ in }
    /// How to read more, for a paged list; nil for a list read whole.
    var paging: Paging?
    /// Whether each element was read, for a list of items; nil for other lists (see ``ReadMarking``).
    var readMarks: ReadMarking<Element.ID>?
    /// The last load's failure, until the next load starts.
    private(set) var failure: LoadError?

    private let elements: @MainActor () -> [Element]
    private let emptyText: String
    private let offlineNotice: (_ since: String) -> String
    private let dates: DateText
    private let now: () -> Date
    private let loads = LoadSequence()
    /// The element the selection is on, as the moves and the last refresh said.
    private var selectedID: Element.ID?
    /// The load running or last ended: whether it replaces the rows, its work, and whether it
    /// showed a kept copy.
    private var current: (replaces: Bool, work: Work, keptShown: Bool)?
    /// The selection's moves as the view reported them, for the prefetch rule.
    private var moves = SelectionMoves()

    /// Creates the presentation of `elements`; `emptyText` is what an empty list says,
    /// `offlineNotice` the whole sentence that says a kept copy is shown, given when it was fetched.
    init(
        elements: @escaping @MainActor () -> [Element], emptyText: String,
        offlineNotice: @escaping (_ since: String) -> String = {
            tr("offline — showing the kept copy from {time}; press r to try again.", ["time": $0])
        },
        dates: DateText, now: @escaping () -> Date
    ) {
        self.elements = elements
        self.emptyText = emptyText
        self.offlineNotice = offlineNotice
        self.dates = dates
        self.now = now
    }

    /// Whether a load is running.
    var isLoading: Bool { loads.isLoading }

    /// The element in `row`, if there is one.
    func element(at row: Int) -> Element? {
        let elements = elements()
        return elements.indices.contains(row) ? elements[row] : nil
    }

    /// Starts `work`, which loads the rows anew, replacing any load in flight; only the newest
    /// load's outcome is ever applied. `work` gets the callback to call when a kept copy is in,
    /// which shows it at once. When it ends, the element in `selectedRow` (or, without one, the
    /// element last selected) is selected again wherever it moved, the first row when it is gone.
    func load(keeping selectedRow: Int?, _ work: @escaping Work) {
        if let id = selectedRow.flatMap(element(at:))?.id { selectedID = id }
        start(work, replaces: true)
    }

    /// Starts `work`, which adds rows (the first page, or the next), replacing any load in flight.
    /// A kept copy shown through its callback keeps the element last selected selected when the
    /// fresh rows replace it; a load that added rows is followed by the next page while the
    /// selection is still near the end.
    func load(_ work: @escaping Work) {
        start(work, replaces: false)
    }

    /// `r`: after a failed read that adds rows (a page), with rows shown, that read again, keeping
    /// the rows; otherwise `reload`, keeping the element in `selectedRow` selected.
    func refresh(keeping selectedRow: Int?, reload: @escaping Work) {
        if failure != nil, let failed = current, !failed.replaces, !elements().isEmpty {
            load(failed.work)
        } else {
            load(keeping: selectedRow, reload)
        }
    }

    /// The selection moved to `row`, with `rowsInView` rows on screen: a paged list that is not
    /// finished, failed or loading reads more when the selection comes within the prefetch distance
    /// of the end (``Prefetch``: the page size, a screen, and the rows a held key moved lately).
    func didMoveSelection(to row: Int, rowsInView: Int) {
        if let id = element(at: row)?.id { selectedID = id }
        moves.record(to: row, rowsInView: rowsInView, at: now())
        prefetchIfNear()
    }

    /// Cancels the load in flight: the screen is closing.
    func cancel() { loads.cancel() }

    /// Shows the state: the count, the load's outcome or the offline notice, what ``describe``
    /// adds, and with `selectionRequest` the row to select.
    func publish(selectionRequest: Int? = nil) {
        var state = RowsViewState()
        let count = elements().count
        state.rowCount = count
        state.isLoading = loads.isLoading
        state.emptyText = emptyText
        if let failure {
            state.message = failure.sentence
            state.messageIsError = true
            state.errorDetail = failure.detail
        } else if let fallback = fallback() {
            let status = FallbackStatus(fallback, moment: dates.moment(fallback.fetchedAt, now: now()), offlineNotice: offlineNotice)
            state.message = status.message
            state.messageIsError = status.isError
            state.errorDetail = status.detail
        }
        state.loadFailure = count == 0 ? failure?.sentence : nil
        state.facts = ["\(count)"]
        state.selectionRequest = selectionRequest
        describe(&state)
        view?.show(state)
    }

    private func start(_ work: @escaping Work, replaces: Bool) {
        failure = nil
        current = (replaces, work, false)
        let countBefore = elements().count
        loads.start { [weak self] ticket throws(LoadError) in
            try await work { [weak self] in self?.showKept(ticket) }
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure, countBefore: countBefore)
        }
        view?.setBusy(true)
        publish()
    }

    /// Loads the next page when the selection is within the prefetch distance of the end.
    private func prefetchIfNear() {
        guard let paging, !loads.isLoading, failure == nil, !paging.isFinished() else { return }
        let distance = Prefetch.distance(
            forPageSize: paging.pageSize(), rowsInView: moves.rowsInView, movedLately: moves.rowsForward(before: now()))
        guard moves.row >= elements().count - distance else { return }
        load { _ throws(LoadError) in try await paging.loadMore() }
    }

    /// A kept copy is in: show it at once, still loading the fresh one.
    private func showKept(_ ticket: LoadSequence.Ticket) {
        guard loads.isCurrent(ticket) else { return }
        current?.keptShown = true
        publish()
    }

    private func finishLoading(failure: LoadError?, countBefore: Int) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { self.failure = failure }
        var selection: Int?
        if failure == nil, let current, current.replaces || current.keptShown {
            selection = selectedID.flatMap { id in elements().firstIndex { $0.id == id } } ?? 0
        }
        publish(selectionRequest: selection)
        if failure == nil, current?.replaces == false, elements().count > countBefore { prefetchIfNear() }
    }
}

extension LoadError {
    /// The failure as a screen says it: the message, and `Press r to retry.` unless a retry cannot
    /// help (no token, or a host with no feed).
    var sentence: String {
        switch kind {
        case .unauthorized, .noFeed: message
        default: tr("{error} Press r to retry.", ["error": message])
        }
    }
}
