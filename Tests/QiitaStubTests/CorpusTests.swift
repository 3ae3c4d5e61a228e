import Foundation
import Testing

@testable import QiitaStub

@Suite("The generated corpus")
struct CorpusTests {
    @Test func sameSeed_givesTheSameItems() {
        let first = Corpus(options: CorpusOptions(seed: 7, itemCount: 500))
        let second = Corpus(options: CorpusOptions(seed: 7, itemCount: 500))
        for slot in [0, 1, 17, 250, 499] { #expect(first.item(at: slot) == second.item(at: slot)) }
        #expect(first.users == second.users)
    }

    @Test func differentSeeds_giveDifferentGeneratedItems() {
        let first = Corpus(options: CorpusOptions(seed: 1, itemCount: 500))
        let second = Corpus(options: CorpusOptions(seed: 2, itemCount: 500))
        #expect(first.item(at: 300).id != second.item(at: 300).id)
    }

    @Test func handwrittenArticles_comeFirstWithTheirAuthors() {
        let corpus = Corpus()
        for (slot, article) in HandwrittenArticle.all.enumerated() {
            let item = corpus.item(at: slot)
            #expect(item.title == article.title)
            #expect(item.body == article.body)
            #expect(corpus.users[item.authorIndex].id == article.author)
        }
    }

    @Test func itemIDs_areTwentyLowercaseHexDigitsAndFindTheirSlot() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 100_000))
        for slot in [0, 1, 999, 54_321, 99_999] {
            let id = corpus.item(at: slot, withBody: false).id
            #expect(id.count == 20)
            #expect(id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            #expect(corpus.itemIndex(id: id) == slot)
        }
        #expect(corpus.itemIndex(id: "ffffffffffffffffffff") == nil)
        #expect(corpus.itemIndex(id: "not-an-id") == nil)
    }

    @Test func itemsAreNewestFirst() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 2000))
        let dates = (0..<2000).map { corpus.item(at: $0, withBody: false).createdAt }
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func everyItemHasOneToFiveTagsAndAKnownAuthor() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 1000))
        for slot in 0..<1000 {
            let item = corpus.item(at: slot, withBody: false)
            #expect((1...5).contains(item.tags.count))
            #expect(corpus.users.indices.contains(item.authorIndex))
        }
    }

    @Test func userAndTagIndexes_agreeWithTheItems() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 800))
        let alice = corpus.userIndex(id: "alice")!
        let slots = corpus.itemIndices(byUser: alice)
        #expect(slots.count > HandwrittenArticle.all.filter { $0.author == "alice" }.count)
        #expect(slots.allSatisfy { corpus.item(at: $0, withBody: false).authorIndex == alice })
        let swift = corpus.itemIndices(taggedWith: "SWIFT")
        #expect(!swift.isEmpty)
        #expect(swift.allSatisfy { corpus.item(at: $0, withBody: false).tags.contains("Swift") })
    }

    @Test(arguments: [false, true])
    func indexesByUserAndTag_listExactlyTheItemsOfEachUserAndTag(includeHostile: Bool) {
        let corpus = Corpus(options: CorpusOptions(itemCount: 600, includeHostile: includeHostile))
        var byUser: [Int: [Int]] = [:]
        var byTag: [String: [Int]] = [:]
        for slot in 0..<corpus.itemCount {
            let item = corpus.item(at: slot, withBody: false)
            #expect(corpus.authorAndTags(at: slot) == (item.authorIndex, item.tags))
            byUser[item.authorIndex, default: []].append(slot)
            for tag in item.tags { byTag[tag.lowercased(), default: []].append(slot) }
        }
        for user in corpus.users.indices { #expect(corpus.itemIndices(byUser: user) == byUser[user] ?? []) }
        for (tag, slots) in byTag { #expect(corpus.itemIndices(taggedWith: tag) == slots) }
        #expect((corpus.item(at: HandwrittenArticle.all.count).title == HostileContent.titles[0]) == includeHostile)
    }

    @Test func hostileContent_isMixedInOnlyWhenAskedFor() {
        let calm = Corpus(options: CorpusOptions(itemCount: 200))
        let hostile = Corpus(options: CorpusOptions(itemCount: 200, includeHostile: true))
        let slot = HandwrittenArticle.all.count
        #expect(hostile.item(at: slot).title == HostileContent.titles[0])
        #expect(calm.item(at: slot).title != HostileContent.titles[0])
        #expect(hostile.users.contains { $0.id == HostileContent.userLogins[0] })
        #expect(!calm.users.contains { $0.id == HostileContent.userLogins[0] })
    }
}
