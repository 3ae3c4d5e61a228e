import FoundationEssentials
import KijiDomain
import LeanFoundation

/// Presentation logic of the timeline: when to read more, what rows say, which route to take.
@MainActor
public final class TimelinePresenter: TimelinePresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any TimelineViewInterface)?
    public let title = "Timeline"
    /// How many entries one read merges.
    static let batch = 20
    private let interactor: any TimelineInteractorInterface
    private let router: any TimelineRouterInterface
    private let dates: DateText
    private let loads = LoadSequence()
    private var lastFailure: LoadError?

    /// Creates the presenter.
    public init(interactor: any TimelineInteractorInterface, router: any TimelineRouterInterface, timeZone: LocalTimeZone = .system) {
        self.interactor = interactor
        self.router = router
        dates = DateText(timeZone: timeZone)
    }

    /// Whether entries are being read.
    public var isLoading: Bool { loads.isLoading }

    public func viewDidLoad() { startLoading() }

    public func row(at index: Int) -> TimelineRow? {
        guard interactor.entries.indices.contains(index) else { return nil }
        let entry = interactor.entries[index]
        return TimelineRow(
            id: entry.id, title: entry.summary.title, author: "@\(entry.summary.author.rawValue)",
            reasons: entry.reasons.map(\.description).joined(separator: " "), date: dates.day(entry.summary.createdAt))
    }

    public func didMoveSelection(to row: Int) {
        guard !loads.isLoading, lastFailure == nil, !interactor.isFinished,
            row >= interactor.entries.count - Prefetch.distance(forPageSize: Self.batch)
        else { return }
        load { interactor throws(LoadError) in try await interactor.loadMore(Self.batch) }
    }

    public func didChooseItem(row: Int) {
        guard interactor.entries.indices.contains(row) else { return }
        router.showItem(interactor.entries[row].summary)
    }

    public func didChooseAuthor(row: Int) {
        guard interactor.entries.indices.contains(row) else { return }
        router.showUser(interactor.entries[row].summary.author)
    }

    public func didRequestRefresh() { startLoading() }

    public func viewWillClose() { loads.cancel() }

    private func startLoading() {
        load { interactor throws(LoadError) in try await interactor.start(count: Self.batch) }
    }

    /// Runs `work` as the one load in flight; what it merged shows even when it stopped.
    private func load(_ work: @escaping @MainActor (any TimelineInteractorInterface) async throws(LoadError) -> Void) {
        lastFailure = nil
        let interactor = self.interactor
        loads.start { _ throws(LoadError) in
            try await work(interactor)
        } finish: { [weak self] failure in
            self?.finishLoading(failure: failure)
        }
        view?.setBusy(true)
        publish()
    }

    private func finishLoading(failure: LoadError?) {
        view?.setBusy(false)
        if let failure, !failure.isCancellation { lastFailure = failure }
        publish()
    }

    private func publish() {
        var state = TimelineViewState()
        let count = interactor.entries.count
        state.rowCount = count
        state.isLoading = loads.isLoading
        if let failure = lastFailure {
            state.message = failure.message + (failure.kind == .unauthorized ? "" : " Press r to retry.")
            state.messageIsError = true
            state.errorDetail = failure.detail
        }
        state.loadFailure = count == 0 ? lastFailure.map { _ in state.message } : nil
        let requests = interactor.rateLimit.map { ["API \($0.remaining)/\($0.limit)"] } ?? []
        state.facts = requests + ["\(count)" + (interactor.isFinished ? "" : "+")]
        view?.show(state)
    }
}
