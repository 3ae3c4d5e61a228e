import Foundation
import Testing

@testable import QiitaStub

@Suite("The corpus's comments")
struct CommentCorpusTests {
    @Test func sameSeed_givesTheSameComments() {
        let first = Corpus(options: CorpusOptions(seed: 7, itemCount: 300))
        let second = Corpus(options: CorpusOptions(seed: 7, itemCount: 300))
        for slot in [0, 1, 40, 299] { #expect(first.comments(ofItemAt: slot) == second.comments(ofItemAt: slot)) }
    }

    @Test func commentsCount_isTheNumberOfComments() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 400))
        for slot in 0..<400 {
            #expect(corpus.item(at: slot, withBody: false).commentsCount == corpus.comments(ofItemAt: slot).count)
        }
    }

    @Test func mostItemsHaveNoneAndAFewHaveMoreThanAHundred() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 1000))
        let counts = (0..<1000).map { corpus.item(at: $0, withBody: false).commentsCount }
        let none = counts.filter { $0 == 0 }.count
        let many = counts.filter { $0 >= 100 }.count
        #expect(none > 400)
        #expect((2...50).contains(many))
        #expect(counts[1] >= 100)
        #expect(counts[0] > 0)
    }

    @Test func comments_areOldestFirstAfterTheItemWithTwentyHexDigitIDs() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 200))
        let item = corpus.item(at: 1, withBody: false)
        let comments = corpus.comments(ofItemAt: 1)
        #expect(comments.first!.createdAt > item.createdAt)
        #expect(zip(comments, comments.dropFirst()).allSatisfy { $0.createdAt < $1.createdAt })
        #expect(comments.allSatisfy { $0.updatedAt >= $0.createdAt })
        #expect(comments.contains { $0.updatedAt > $0.createdAt })
        #expect(comments.allSatisfy { $0.id.count == 20 && $0.id.allSatisfy { $0.isHexDigit && !$0.isUppercase } })
        #expect(Set(comments.map(\.id)).count == comments.count)
        for (number, comment) in comments.enumerated() {
            let address = corpus.commentAddress(id: comment.id)
            #expect(address?.slot == 1 && address?.number == number)
        }
    }

    @Test func comments_mixJapaneseEnglishCodeMentionsAndLongBodies() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 200))
        let bodies = (0..<200).flatMap { corpus.comments(ofItemAt: $0) }.map(\.body)
        #expect(bodies.contains { $0.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } })
        #expect(bodies.contains { $0.hasPrefix("Thanks") || $0.hasPrefix("Works") || $0.hasPrefix("Great") })
        #expect(bodies.contains { $0.contains("```") })
        #expect(bodies.contains { $0.hasPrefix("@") })
        #expect(bodies.contains { $0.utf8.count > 1000 })
    }

    @Test func mentions_nameUsersOfTheCorpus() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 200))
        let logins = Set(corpus.users.map(\.id))
        let mentioned = (0..<200).flatMap { corpus.comments(ofItemAt: $0) }.compactMap { comment -> String? in
            guard comment.body.hasPrefix("@") else { return nil }
            return String(comment.body.dropFirst().prefix { $0 != " " })
        }
        #expect(!mentioned.isEmpty)
        #expect(mentioned.allSatisfy(logins.contains))
    }

    @Test func firstArticle_hasRepliesByItsAuthorMentioningAnotherCommenter() {
        let corpus = Corpus()
        let author = corpus.item(at: 0, withBody: false).authorIndex
        let replies = corpus.comments(ofItemAt: 0).filter { $0.authorIndex == author }
        #expect(corpus.users[author].id == "alice")
        #expect(!replies.isEmpty)
        #expect(replies.allSatisfy { $0.body.hasPrefix("@") && !$0.body.hasPrefix("@alice ") })
    }

    @Test func ordinaryCorpus_hasNoControlCharactersInComments() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 300))
        let texts = (0..<300).flatMap { corpus.comments(ofItemAt: $0) }.map(\.body)
        #expect(texts.allSatisfy { text in !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } })
    }

    @Test func hostile_addsCommentsWithControlCharactersByHostileUsers() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 300, includeHostile: true))
        let hostileLogins = Set(HostileContent.userLogins)
        let firstItem = corpus.comments(ofItemAt: 0)
        let hostileItem = corpus.comments(ofItemAt: HandwrittenArticle.all.count)
        for comments in [firstItem, hostileItem] {
            let hostile = comments.filter { hostileLogins.contains(corpus.users[$0.authorIndex].id) }
            #expect(!hostile.isEmpty)
            #expect(hostile.contains { $0.body.unicodeScalars.contains { $0.value == 0x1B } })
        }
        #expect(Corpus(options: CorpusOptions(itemCount: 300)).comments(ofItemAt: 0).count < firstItem.count)
    }
}
