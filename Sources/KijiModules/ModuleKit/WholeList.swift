import FoundationEssentials
import KijiDomain

/// One list fetched whole, not page by page: the cached copy first, then the network, the cached
/// copy standing in when the network fails.
///
/// The whole-list interactors (an item's comments …) keep one and add their own use cases around
/// it, as the paged ones keep a ``PagedItems``. A load shows the cached copy at once when nothing is
/// shown yet and one was kept (`onCached` is called then), and replaces it with the fresh list when
/// that arrives; when the network fails, the cached copy stands in and
/// ``fallback`` says how old it is and why. Changes the screen made itself (a comment it posted) are
/// applied with ``append(_:)``, ``replace(_:)`` and ``remove(_:)`` and last until the next load.
@MainActor
final class WholeList<Element: Identifiable> {
    /// A copy kept from an earlier fetch, and when it was fetched.
    typealias Kept = (elements: [Element], fetchedAt: Date)

    private let cached: @MainActor () async -> Kept?
    private let fetch: @MainActor () async throws(LoadError) -> [Element]

    /// The elements known now, in the list's order.
    private(set) var elements: [Element] = []
    /// When the cached copy on show was fetched and why no fresh list came; nil when it came fresh.
    private(set) var fallback: Fallback?

    /// Creates the empty list; `cached` reads the kept copy (never the network), `fetch` asks the
    /// network for the whole list.
    init(
        cached: @escaping @MainActor () async -> Kept?,
        fetch: @escaping @MainActor () async throws(LoadError) -> [Element]
    ) {
        self.cached = cached
        self.fetch = fetch
    }

    /// Shows the kept copy first when nothing is shown yet (`onCached` is called then), then loads
    /// the list from the network; when the network fails and a copy was kept, the copy stands in.
    func load(onCached: @MainActor () -> Void) async throws(LoadError) {
        let kept = await cached()
        try LoadError.checkNotCancelled()
        if let kept, elements.isEmpty {
            elements = kept.elements
            onCached()
        }
        do {
            let fresh = try await fetch()
            try LoadError.checkNotCancelled()
            elements = fresh
            fallback = nil
        } catch {
            guard error.isNetworkFailure, let kept else { throw error }
            elements = kept.elements
            fallback = Fallback(fetchedAt: kept.fetchedAt, cause: error)
        }
    }

    /// The index of the element with `id`, if it is in the list.
    func index(of id: Element.ID) -> Int? { elements.firstIndex { $0.id == id } }

    /// Adds `element` at the end and returns its index.
    @discardableResult
    func append(_ element: Element) -> Int {
        elements.append(element)
        return elements.count - 1
    }

    /// Puts `element` in the place of the one with its id (at the end when there is none) and
    /// returns its index.
    @discardableResult
    func replace(_ element: Element) -> Int {
        guard let index = index(of: element.id) else { return append(element) }
        elements[index] = element
        return index
    }

    /// Takes the element with `id` out of the list.
    func remove(_ id: Element.ID) {
        elements.removeAll { $0.id == id }
    }
}
