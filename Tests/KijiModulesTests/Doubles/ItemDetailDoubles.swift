import KijiDomain
import KijiModules

/// Records what the detail presenter shows.
@MainActor
final class SpyItemDetailView: ItemDetailViewInterface {
    private(set) var models: [ItemDetailViewModel] = []
    private(set) var messages: [(text: String, isError: Bool, detail: String)] = []
    /// What was said until the next key (``showNote``), apart from the status messages.
    private(set) var notes: [(text: String, isError: Bool, detail: String)] = []
    private(set) var busyChanges: [Bool] = []
    private(set) var followFacts: [String] = []
    /// Each place the presenter said to put at the top.
    private(set) var resumedPlaces: [ReadingPlace] = []

    func show(_ model: ItemDetailViewModel) { models.append(model) }
    func showMessage(_ message: String, isError: Bool, detail: String) { messages.append((message, isError, detail)) }
    func showNote(_ message: String, isError: Bool, detail: String) { notes.append((message, isError, detail)) }
    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
    func showFollowFact(_ fact: String) { followFacts.append(fact) }
    func resume(at place: ReadingPlace) { resumedPlaces.append(place) }
}

/// Records routes; the browser and clipboard answer as configured.
@MainActor
final class SpyItemDetailRouter: ItemDetailRouterInterface {
    var browserWorks = true
    /// Where a copy goes; nil: the clipboard cannot be reached.
    var clipboardCopy: ClipboardCopy? = .sentToTerminal
    private(set) var users: [User.ID] = []
    private(set) var tags: [Tag] = []
    private(set) var opened: [String] = []
    private(set) var copied: [String] = []
    private(set) var comments: [(item: Item.ID, startsWriting: Bool)] = []

    func showUser(_ user: User.ID) { users.append(user) }
    func showTag(_ tag: Tag) { tags.append(tag) }
    func showComments(of item: Item, startsWriting: Bool) { comments.append((item.id, startsWriting)) }
    func openInBrowser(_ url: String) -> Bool {
        opened.append(url)
        return browserWorks
    }
    func copyToClipboard(_ text: String) -> ClipboardCopy? {
        copied.append(text)
        return clipboardCopy
    }
}

/// An item with a scripted reload (a cached copy first, when set) and stock answers.
@MainActor
final class StubItemDetailInteractor: ItemDetailInteractorInterface {
    var item: Item
    var cachedCopyCause: LoadError?
    var reloadResult: Result<Item, LoadError>?
    /// Taken, and `onCached` called, before `reloadResult` on the first reload.
    var cachedCopy: Item?
    var canStock = false
    var stockStatus: Result<Bool, LoadError> = .success(false)
    var stockResult: Result<Void, LoadError> = .success(())
    /// When set, `setStocked` waits until `releaseStocking()` is called.
    var holdsStocking = false
    private var heldStocking: CheckedContinuation<Void, Never>?
    /// When set, `reload` waits (after the cached copy) until `releaseReload()` is called.
    var holdsReload = false
    private var heldReload: CheckedContinuation<Void, Never>?
    private(set) var stockStatusRequests = 0
    private(set) var reloads = 0
    private(set) var marks = 0
    private(set) var stockedRequests: [Bool] = []
    /// Where the item opens, as `placeToResume` answers.
    var resumePlace = ResumePlace.top
    /// Each place kept, nil for one forgotten.
    private(set) var keptPlaces: [ReadingPlace?] = []

    init(item: Item) { self.item = item }

    func reload(onCached: @MainActor () -> Void) async throws(LoadError) {
        reloads += 1
        if let cachedCopy {
            item = cachedCopy
            self.cachedCopy = nil
            onCached()
        }
        if holdsReload { await withCheckedContinuation { heldReload = $0 } }
        if let reloadResult { item = try reloadResult.get() }
    }

    /// Lets a held `reload` go on.
    func releaseReload() {
        heldReload?.resume()
        heldReload = nil
    }

    /// Whether a `reload` is being held.
    var isHoldingReload: Bool { heldReload != nil }

    func markRead() { marks += 1 }

    func placeToResume() -> ResumePlace { resumePlace }

    func keepPlace(_ place: ReadingPlace?) { keptPlaces.append(place) }

    func loadStockStatus() async throws(LoadError) -> Bool {
        stockStatusRequests += 1
        return try stockStatus.get()
    }

    func setStocked(_ stocked: Bool) async throws(LoadError) {
        stockedRequests.append(stocked)
        if holdsStocking { await withCheckedContinuation { heldStocking = $0 } }
        try stockResult.get()
    }

    /// Lets a held `setStocked` finish.
    func releaseStocking() {
        heldStocking?.resume()
        heldStocking = nil
    }

    /// Whether a `setStocked` call is being held.
    var isHoldingStocking: Bool { heldStocking != nil }
}
