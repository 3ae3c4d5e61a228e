import Foundation
import KijiDomain
import Testing
@testable import KijiModules

/// What the status says while a kept copy stands in: offline is a state, any other cause is an
/// error that names itself and keeps its detail for the message log.
@Suite("The status of a kept copy standing in")
struct FallbackStatusTests {
    private let fetched = Date(timeIntervalSince1970: 1_795_000_000)
    private let offlineNotice = { (since: String) in "offline since \(since)" }

    @Test(arguments: [LoadError.Kind.unreachable, .offline])
    func theNetworkUnreachable_saysTheScreensOfflineNotice_asAState(kind: LoadError.Kind) {
        let status = FallbackStatus(
            Fallback(fetchedAt: fetched, cause: LoadError(kind: kind, message: "No network.", detail: "connect: refused")),
            moment: "11:06", offlineNotice: offlineNotice)
        #expect(status == FallbackStatus(Fallback(fetchedAt: fetched, cause: Fixture.error()), moment: "11:06", offlineNotice: offlineNotice))
        #expect(status.message == "offline since 11:06")
        #expect(!status.isError)
        #expect(status.detail.isEmpty)
    }

    @Test func aMalformedAnswer_namesItself_withTheKeptCopysTime_andItsDetail() {
        let cause = LoadError(kind: .server, message: "The answer could not be read.", detail: "JSON: line 1")
        let status = FallbackStatus(Fallback(fetchedAt: fetched, cause: cause), moment: "11:06", offlineNotice: offlineNotice)
        #expect(status.message == "The answer could not be read. Showing the copy kept from 11:06; press r to try again.")
        #expect(status.isError)
        #expect(status.detail == "JSON: line 1")
    }

    @Test func theRateLimit_namesItself_notOffline() {
        let cause = LoadError(kind: .rateLimited(resetsAt: nil), message: "The API rate limit is used up.")
        let status = FallbackStatus(Fallback(fetchedAt: fetched, cause: cause), moment: "11:06", offlineNotice: offlineNotice)
        #expect(status.message.hasPrefix("The API rate limit is used up. Showing the copy kept from 11:06"))
        #expect(status.isError)
    }

    @Test func aCachedCopyOfUnknownAge_saysTheCause_orTheOfflineNotice() {
        let offline = FallbackStatus(cause: Fixture.error(kind: .unreachable), offlineNotice: "offline")
        #expect(offline.message == "offline")
        #expect(!offline.isError)
        let server = FallbackStatus(cause: LoadError(kind: .server, message: "HTTP 502."), offlineNotice: "offline")
        #expect(server.message == "HTTP 502. Showing the cached copy; press r to try again.")
        #expect(server.isError)
    }
}
