import Synchronization

/// The stub's content: users and items, newest first, generated from a seed on demand.
///
/// Slot 0 is the newest item. The hand-written articles come first, then (when asked for) the
/// hostile ones, then generated items. Nothing is generated up front: an item is built when it is
/// asked for, so 100,000 items cost nothing at start-up. Lists by user and by tag are indexed once,
/// on first use, from each slot's author and tags alone: no title is made, so the first request
/// that needs them (any item's, for its author's item count) costs milliseconds, not a title per item.
public final class Corpus: Sendable {
    /// The options it was generated from.
    public let options: CorpusOptions
    /// Every user: generated ones, then the hand-written authors, then the hostile ones.
    public let users: [CorpusUser]
    private let userIndexByID: [String: Int]
    private let handwrittenAuthorIndex: [Int]
    private let hostileUserRange: Range<Int>
    private let generator: ItemGenerator
    private let commentGenerator: CommentGenerator
    private let index = Mutex<CorpusIndex?>(nil)

    /// The newest item's creation time: 2026-11-20 09:00 JST.
    static let newestCreation = 1_795_132_800

    /// Generates the corpus for `options`.
    public init(options: CorpusOptions = CorpusOptions()) {
        self.options = options
        var users = UserGenerator.users(count: options.userCount, seed: options.seed)
        var handwrittenAuthors: [Int] = []
        for article in HandwrittenArticle.all {
            if let existing = users.firstIndex(where: { $0.id == article.author }) {
                handwrittenAuthors.append(existing)
            } else {
                users.append(UserGenerator.author(of: article))
                handwrittenAuthors.append(users.count - 1)
            }
        }
        let hostileStart = users.count
        if options.includeHostile { users += UserGenerator.hostileUsers() }
        hostileUserRange = hostileStart..<users.count
        self.users = users
        handwrittenAuthorIndex = handwrittenAuthors
        userIndexByID = Dictionary(users.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        generator = ItemGenerator(seed: options.seed, authorCount: hostileStart)
        let hostileItemStart = HandwrittenArticle.all.count
        commentGenerator = CommentGenerator(
            seed: options.seed, logins: users.map(\.id), commenterCount: hostileStart, hostileUsers: hostileUserRange,
            hostileSlots: options.includeHostile ? hostileItemStart..<hostileItemStart + HostileContent.titles.count : 0..<0)
    }

    /// How many items there are.
    public var itemCount: Int { options.itemCount }

    /// The user with this login name, compared exactly.
    public func userIndex(id: String) -> Int? { userIndexByID[id] }

    /// The item in slot `index` (0 is the newest), with its body unless `withBody` is false.
    public func item(at index: Int, withBody: Bool = true) -> CorpusItem {
        let createdAt = createdAt(ofSlot: index)
        var random = SplitMix64(seed: options.seed, 2, UInt64(index))
        _ = random.next()  // the creation time's jitter, drawn by createdAt(ofSlot:)
        let updatedAt = random.next() % 3 == 0 ? createdAt + Int(random.next() % 86_400) : createdAt
        let likes = Int(pow3(random.unit()) * 800)
        let stocks = likes * (50 + Int(random.next() % 60)) / 100
        let comments = commentGenerator.count(at: index)
        let (title, body, author, tags) = content(at: index, withBody: withBody)
        return CorpusItem(
            index: index, id: Self.itemID(seed: options.seed, index: index), title: title, body: body,
            authorIndex: author, tags: tags, createdAt: createdAt, updatedAt: updatedAt,
            likesCount: likes, stocksCount: stocks, commentsCount: comments)
    }

    /// When the item in slot `index` was created, UNIX seconds, without making the rest of it.
    ///
    /// The first 1,000 slots are ten minutes apart (the demo's default corpus spans a week), later
    /// ones an hour and a half apart, so a corpus of 30,000 items reaches five years back and a walk
    /// by date (`created:<=…`) has somewhere to go. Each time has up to nine minutes of jitter, less
    /// than the spacing, so slots stay newest first.
    public func createdAt(ofSlot index: Int) -> Int {
        var random = SplitMix64(seed: options.seed, 2, UInt64(index))
        let age = index < Self.closeSlots ? index * 600 : Self.closeSlots * 600 + (index - Self.closeSlots) * 5400
        return Self.newestCreation - age - Int(random.next() % 540)
    }

    /// How many of the newest slots are ten minutes apart.
    private static let closeSlots = 1000

    /// The slot of the item with this id, or nil if there is none.
    public func itemIndex(id: String) -> Int? {
        guard id.utf8.count == 20, let low = UInt32(id.suffix(8), radix: 16) else { return nil }
        let index = Int(low ^ Self.idMask)
        guard index < itemCount, Self.itemID(seed: options.seed, index: index) == id else { return nil }
        return index
    }

    /// Whether `id` is an item id that a corpus generated from `seed` names, whatever its size.
    public static func namesItem(_ id: String, seed: UInt64) -> Bool {
        guard id.utf8.count == 20, let low = UInt32(id.suffix(8), radix: 16) else { return false }
        return itemID(seed: seed, index: Int(low ^ idMask)) == id
    }

    /// The comments the corpus gives the item in `slot`, oldest first; posted ones are not among them.
    public func comments(ofItemAt slot: Int) -> [CorpusComment] {
        commentGenerator.comments(of: item(at: slot, withBody: false))
    }

    /// The slot of the item a comment id belongs to, and the comment's number on it, when the id is
    /// shaped like the stub's; the comment itself may not exist.
    func commentAddress(id: String) -> (slot: Int, number: Int)? {
        guard let address = CommentGenerator.decode(id), address.slot < itemCount else { return nil }
        return address
    }

    /// The slots of a user's items, newest first.
    public func itemIndices(byUser userIndex: Int) -> [Int] { corpusIndex().byUser[userIndex] ?? [] }

    /// The slots of the items with a tag (compared without regard to case), newest first.
    public func itemIndices(taggedWith tag: String) -> [Int] { corpusIndex().byTag[tag.lowercased()] ?? [] }

    /// Whether any item carries this tag (compared without regard to case).
    public func tagExists(_ tag: String) -> Bool { corpusIndex().byTag[tag.lowercased()] != nil }

    private func content(at index: Int, withBody: Bool) -> (String, String, Int, [String]) {
        let handwritten = HandwrittenArticle.all
        if index < handwritten.count {
            let article = handwritten[index]
            return (article.title, withBody ? linkingFiles(article.body) : "", handwrittenAuthorIndex[index], article.tags)
        }
        if let hostileSlot = hostileSlot(of: index) {
            let bodies = HostileContent.bodies
            let (author, tags) = hostileAuthorAndTags(hostileSlot)
            return (HostileContent.titles[hostileSlot], withBody ? bodies[hostileSlot % bodies.count] : "", author, tags)
        }
        var fields = generator.fields(at: index, withBody: withBody)
        if withBody, options.pictureEvery > 0, index % options.pictureEvery == 0 {
            fields.body += "\n\n" + Self.picture(ofSlot: index, seed: options.seed, every: options.pictureEvery)
            fields.body = linkingFiles(fields.body)
        }
        return fields
    }

    /// The picture a generated item ends with when ``CorpusOptions/pictureEvery`` asks for one:
    /// one of ``StubFiles``'s images, at an address of the item's own (its id in the query), so
    /// that each such item has an image to fetch and keep.
    private static func picture(ofSlot index: Int, seed: UInt64, every: Int) -> String {
        let names = [StubFiles.bandsName, StubFiles.jpegName, StubFiles.gifName]
        let name = names[index / every % names.count]
        return "![図 \(index)](\(StubFiles.originPlaceholder)/files/\(name)?item=\(itemID(seed: seed, index: index)))"
    }

    /// The author and tags of the item in slot `index`, as ``item(at:withBody:)`` gives them, without
    /// making its title or body: all that the indexes by user and by tag read.
    func authorAndTags(at index: Int) -> (author: Int, tags: [String]) {
        let handwritten = HandwrittenArticle.all
        if index < handwritten.count { return (handwrittenAuthorIndex[index], handwritten[index].tags) }
        if let hostileSlot = hostileSlot(of: index) { return hostileAuthorAndTags(hostileSlot) }
        return generator.authorAndTags(at: index)
    }

    /// The place among the hostile items of the item in slot `index`, when it is one.
    private func hostileSlot(of index: Int) -> Int? {
        let hostileSlot = index - HandwrittenArticle.all.count
        return options.includeHostile && (0..<HostileContent.titles.count).contains(hostileSlot) ? hostileSlot : nil
    }

    private func hostileAuthorAndTags(_ hostileSlot: Int) -> (author: Int, tags: [String]) {
        let tags = [HostileContent.tagNames[hostileSlot % HostileContent.tagNames.count], "Security"]
        return (hostileUserRange.lowerBound + hostileSlot % hostileUserRange.count, tags)
    }

    /// `body` with its image links on ``CorpusOptions/fileOrigin``.
    private func linkingFiles(_ body: String) -> String {
        guard options.fileOrigin != StubFiles.originPlaceholder else { return body }
        return body.replacing(StubFiles.originPlaceholder, with: options.fileOrigin)
    }

    private func corpusIndex() -> CorpusIndex {
        index.withLock { cached in
            if let cached { return cached }
            let built = CorpusIndex(itemCount: itemCount) { authorAndTags(at: $0) }
            cached = built
            return built
        }
    }

    private static let idMask: UInt32 = 0x5A17_C3E9

    /// A 20-hex-digit id whose last 8 digits encode the slot, so that lookups need no table.
    static func itemID(seed: UInt64, index: Int) -> String {
        var random = SplitMix64(seed: seed, 3, UInt64(index))
        let high = String(random.next() & 0xFFFF_FFFF_FFFF, radix: 16)
        let low = String(UInt32(truncatingIfNeeded: index) ^ idMask, radix: 16)
        return String(repeating: "0", count: 12 - high.count) + high + String(repeating: "0", count: 8 - low.count) + low
    }

    private func pow3(_ value: Double) -> Double { value * value * value }
}

/// Items by author and by tag, built in one pass.
struct CorpusIndex: Sendable {
    var byUser: [Int: [Int]] = [:]
    var byTag: [String: [Int]] = [:]

    init(itemCount: Int, authorAndTags: (Int) -> (author: Int, tags: [String])) {
        for slot in 0..<itemCount {
            let (author, tags) = authorAndTags(slot)
            byUser[author, default: []].append(slot)
            for tag in tags { byTag[tag.lowercased(), default: []].append(slot) }
        }
    }
}
