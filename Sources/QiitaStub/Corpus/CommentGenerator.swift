/// Generates items' comments from the seed: most items have none, some a few, a few more than 100.
///
/// A comment id's last 8 hex digits encode its item's slot and the 4 before them its number on
/// that item, so a comment is found from its id without a table. Generated comments are numbered
/// from 0; comments posted to the stub from ``firstPostedNumber``.
struct CommentGenerator: Sendable {
    let seed: UInt64
    /// Every user's login, by index in ``Corpus/users``, for mentions.
    let logins: [String]
    /// The users generated comments may be by: everyone but the hostile ones.
    let commenterCount: Int
    /// The hostile users, who write the hostile comments.
    let hostileUsers: Range<Int>
    /// The slots of the hostile items, whose comments are all hostile; empty without `--hostile`.
    let hostileSlots: Range<Int>

    /// The first number given to a posted comment; generated ones stay below it.
    static let firstPostedNumber = 0x8000

    /// How many comments the corpus gives the item in `slot`.
    func count(at slot: Int) -> Int {
        if hostileSlots.contains(slot) { return Self.hostileCommentCount }
        let base: Int
        switch slot {
        case 0: base = 6
        case 1: base = 120
        default:
            var random = SplitMix64(seed: seed, 6, UInt64(slot))
            let roll = random.next() % 100
            base = roll < 60 ? 0 : roll < 98 ? 1 + Int(random.next() % 8) : 100 + Int(random.next() % 80)
        }
        return base + (slot == 0 && !hostileSlots.isEmpty ? Self.hostileCommentCount : 0)
    }

    /// The comments of `item`, oldest first.
    func comments(of item: CorpusItem) -> [CorpusComment] {
        let count = count(at: item.index)
        let hostileFrom = count - hostileCount(at: item.index, of: count)
        var time = item.createdAt
        var comments: [CorpusComment] = []
        var commenters: [Int] = []
        for number in 0..<count {
            var random = SplitMix64(seed: seed, 7, UInt64(item.index), UInt64(number))
            time += 30 + Int(random.next() % UInt64(172_800 / count))
            let updatedAt = random.next() % 6 == 0 ? time + 60 + Int(random.next() % 7200) : time
            let (author, body): (Int, String)
            if number >= hostileFrom {
                (author, body) = hostileComment(number - hostileFrom)
            } else if let previous = commenters.last, previous != item.authorIndex, random.next() % 4 == 0 {
                author = item.authorIndex
                body = "@\(logins[previous]) " + random.pick(CommentWords.replies)
            } else {
                author = pickCommenter(excluding: item.authorIndex, random: &random)
                body = makeBody(mentioning: logins[item.authorIndex], random: &random)
            }
            commenters.append(author)
            comments.append(CorpusComment(
                id: Self.commentID(seed: seed, slot: item.index, number: number), body: body, authorIndex: author,
                createdAt: time, updatedAt: updatedAt))
        }
        return comments
    }

    /// The slot and number a comment id encodes, or nil when it is not shaped like one of ours.
    static func decode(_ id: String) -> (slot: Int, number: Int)? {
        guard id.utf8.count == 20, id.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
            let low = UInt32(id.suffix(8), radix: 16), let number = Int(id.dropFirst(8).prefix(4), radix: 16)
        else { return nil }
        return (Int(low ^ slotMask), number)
    }

    /// The id of comment `number` on the item in `slot`.
    static func commentID(seed: UInt64, slot: Int, number: Int) -> String {
        var random = SplitMix64(seed: seed, 8, UInt64(slot), UInt64(number))
        return hex(random.next() & 0xFFFF_FFFF, digits: 8) + hex(UInt64(number & 0xFFFF), digits: 4)
            + hex(UInt64(UInt32(truncatingIfNeeded: slot) ^ slotMask), digits: 8)
    }

    /// How many of the `count` comments of the item in `slot` are hostile: the last ones.
    private func hostileCount(at slot: Int, of count: Int) -> Int {
        if hostileSlots.contains(slot) { return count }
        return slot == 0 && !hostileSlots.isEmpty ? Self.hostileCommentCount : 0
    }

    private static let slotMask: UInt32 = 0x3C9E_A5D1
    private static let hostileCommentCount = 4

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }

    private func pickCommenter(excluding author: Int, random: inout SplitMix64) -> Int {
        let pick = Int(random.next() % UInt64(max(commenterCount - 1, 1)))
        return commenterCount > 1 && pick >= author ? pick + 1 : pick
    }

    /// A hostile comment: a hostile user writing a hostile title or body.
    private func hostileComment(_ number: Int) -> (Int, String) {
        let author = hostileUsers.isEmpty ? 0 : hostileUsers.lowerBound + number % hostileUsers.count
        let texts = HostileContent.titles + HostileContent.bodies.filter { $0.utf8.count < 20_000 }
        var random = SplitMix64(seed: seed, 9, UInt64(number))
        return (author, texts[Int(random.next() % UInt64(texts.count))])
    }

    private func makeBody(mentioning author: String, random: inout SplitMix64) -> String {
        let english = random.next() % 3 == 0
        let sentences = english ? CommentWords.english : CommentWords.japanese
        var paragraphs = [random.pick(sentences)]
        switch random.next() % 6 {
        case 0:
            let snippet = random.pick(CommentWords.snippets)
            paragraphs.append("```\(snippet.0)\n\(snippet.1)\n```")
        case 1:
            let long = (0..<(12 + Int(random.next() % 20))).map { _ in random.pick(sentences) }
            paragraphs += stride(from: 0, to: long.count, by: 4).map { long[$0..<min($0 + 4, long.count)].joined(separator: english ? " " : "") }
        case 2:
            paragraphs.append("- " + random.pick(sentences) + "\n- " + random.pick(sentences))
        case 3:
            paragraphs[0] = "@\(author) " + paragraphs[0]
        default:
            break
        }
        return paragraphs.joined(separator: "\n\n")
    }
}
