import Foundation
import Testing
import KijiDomain
@testable import KijiModules

/// Your articles' interactor over a stub list: the first page, the next ones only when asked for,
/// and a refresh starting again from the first.
@MainActor
@Suite("MyArticles interactor")
struct MyArticlesInteractorTests {
    let repository = StubMyItems()

    @Test func load_readsTheFirstHundred_andSaysWhetherMoreFollow() async throws {
        repository.replies = [.success(StubMyItems.articles(100, prefix: "a"))]
        repository.lastPage = 2
        let interactor = MyArticlesInteractor(repository: repository)
        try await interactor.load()
        #expect(repository.asked.map(\.page) == [1])
        #expect(repository.asked.map(\.perPage) == [100])
        #expect(interactor.articles.count == 100)
        #expect(!interactor.isFinished)
    }

    @Test func loadMore_addsTheNextPage_withoutRepeats_untilTheLast() async throws {
        repository.replies = [
            .success(StubMyItems.articles(100, prefix: "a")),
            .success(StubMyItems.articles(2, prefix: "a") + StubMyItems.articles(30, prefix: "b")),
        ]
        repository.lastPage = 2
        let interactor = MyArticlesInteractor(repository: repository)
        try await interactor.load()
        try await interactor.loadMore()
        #expect(repository.asked.map(\.page) == [1, 2])
        #expect(interactor.articles.count == 130)
        #expect(interactor.isFinished)
        try await interactor.loadMore()
        #expect(repository.asked.count == 2)
    }

    @Test func aFailedNextPage_keepsWhatWasRead_andCanBeAskedAgain() async throws {
        repository.replies = [
            .success(StubMyItems.articles(100, prefix: "a")), .failure(LoadError(kind: .server, message: "The server failed.")),
            .success(StubMyItems.articles(5, prefix: "b")),
        ]
        repository.lastPage = 2
        let interactor = MyArticlesInteractor(repository: repository)
        try await interactor.load()
        await #expect(throws: LoadError.self) { try await interactor.loadMore() }
        #expect(interactor.articles.count == 100)
        #expect(!interactor.isFinished)
        try await interactor.loadMore()
        #expect(repository.asked.map(\.page) == [1, 2, 2])
        #expect(interactor.articles.count == 105)
    }

    @Test func load_againStartsFromTheFirstPage_inPlaceOfEveryPageRead() async throws {
        repository.replies = [
            .success(StubMyItems.articles(100, prefix: "a")), .success(StubMyItems.articles(10, prefix: "b")),
            .success(StubMyItems.articles(3, prefix: "n")),
        ]
        repository.lastPage = 2
        let interactor = MyArticlesInteractor(repository: repository)
        try await interactor.load()
        try await interactor.loadMore()
        repository.lastPage = 1
        try await interactor.load()
        #expect(repository.asked.map(\.page) == [1, 2, 1])
        #expect(interactor.articles.map(\.id.rawValue) == ["n0", "n1", "n2"])
        #expect(interactor.isFinished)
    }
}
