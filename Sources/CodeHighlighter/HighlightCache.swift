import ArticleLayout

/// The highlights made so far, by request, bounded by their size in bytes: when a new one does not
/// fit, the least recently used go first.
///
/// A request with no highlight (no grammar for its language, a block too large) is kept too, as
/// nil, so it is not asked for again. Sizes are estimates: the request's text, the tokens and a
/// fixed overhead per line and per entry (``cost(of:_:)``). An entry larger than the whole bound is
/// not kept.
struct HighlightCache {
    /// The bound kiji uses: some hundreds of articles' worth of code.
    static let defaultLimit = 4 * 1024 * 1024

    private struct Entry {
        let request: CodeHighlightRequest
        let highlight: CodeHighlight?
        let cost: Int
        /// The next more recently used entry's slot.
        var newer: Int?
        /// The next less recently used entry's slot.
        var older: Int?
    }

    /// The most estimated bytes kept.
    let limit: Int
    /// The estimated bytes kept now.
    private(set) var bytes = 0
    private var slots: [Entry?] = []
    private var freeSlots: [Int] = []
    private var slotOf: [CodeHighlightRequest: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// An empty cache that keeps at most `limit` estimated bytes.
    init(limit: Int = HighlightCache.defaultLimit) {
        self.limit = limit
    }

    /// How many requests are kept.
    var count: Int { slotOf.count }

    /// The kept highlight of `request` (`.some(nil)`: kept as plain), which becomes the most recently
    /// used; nil when it is not kept.
    mutating func highlight(for request: CodeHighlightRequest) -> CodeHighlight?? {
        guard let slot = slotOf[request], let entry = slots[slot] else { return nil }
        unlink(slot)
        pushNewest(slot)
        return .some(entry.highlight)
    }

    /// Whether `request` is kept, without using it.
    func contains(_ request: CodeHighlightRequest) -> Bool {
        slotOf[request] != nil
    }

    /// Keeps `highlight` for `request` as the most recently used, dropping the least recently used
    /// until it fits.
    mutating func insert(_ highlight: CodeHighlight?, for request: CodeHighlightRequest) {
        remove(request)
        let cost = Self.cost(of: request, highlight)
        guard cost <= limit else { return }
        while bytes + cost > limit, let oldest { remove(slots[oldest]!.request) }
        let entry = Entry(request: request, highlight: highlight, cost: cost)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        slotOf[request] = slot
        bytes += cost
        pushNewest(slot)
    }

    /// The estimated bytes an entry for `request` and `highlight` holds.
    static func cost(of request: CodeHighlightRequest, _ highlight: CodeHighlight?) -> Int {
        let perLine = MemoryLayout<String>.stride + MemoryLayout<Int>.stride
        let text = request.language.utf8.count + request.lines.reduce(0) { $0 + $1.utf8.count + perLine }
        let tokens = highlight?.lines.reduce(0) {
            $0 + MemoryLayout<[CodeHighlight.Token]>.stride + $1.count * MemoryLayout<CodeHighlight.Token>.stride
        }
        return 128 + text + (tokens ?? 0)
    }

    private mutating func remove(_ request: CodeHighlightRequest) {
        guard let slot = slotOf.removeValue(forKey: request), let entry = slots[slot] else { return }
        unlink(slot)
        bytes -= entry.cost
        slots[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let entry = slots[slot]!
        if let newer = entry.newer { slots[newer]!.older = entry.older } else { newest = entry.older }
        if let older = entry.older { slots[older]!.newer = entry.newer } else { oldest = entry.newer }
        slots[slot]!.newer = nil
        slots[slot]!.older = nil
    }

    private mutating func pushNewest(_ slot: Int) {
        slots[slot]!.older = newest
        if let newest { slots[newest]!.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
