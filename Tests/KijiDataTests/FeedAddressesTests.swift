import Foundation
import KijiData
import KijiDomain
import Testing

@Suite("Feed addresses from the base URL's origin")
struct FeedAddressesTests {
    @Test func qiita_trendAndTagFeedsAreAtItsOrigin() {
        let addresses = FeedAddresses(baseURL: URL(string: "https://qiita.com/api/v2")!)
        #expect(addresses.url(of: .trend)?.absoluteString == "https://qiita.com/popular-items/feed")
        #expect(addresses.url(of: .tag(Tag("Swift")))?.absoluteString == "https://qiita.com/tags/Swift/feed")
    }

    @Test func stubWithPort_keepsThePort() {
        let addresses = FeedAddresses(baseURL: URL(string: "http://127.0.0.1:8080/api/v2")!)
        #expect(addresses.url(of: .trend)?.absoluteString == "http://127.0.0.1:8080/popular-items/feed")
    }

    @Test func trendFeedURL_overridesTheTrendOnly() {
        let addresses = FeedAddresses(
            baseURL: URL(string: "https://team.qiita.com/api/v2")!, trendOverride: URL(string: "https://mirror.example/trend.atom")!)
        #expect(addresses.url(of: .trend)?.absoluteString == "https://mirror.example/trend.atom")
        #expect(addresses.url(of: .tag(Tag("go")))?.absoluteString == "https://team.qiita.com/tags/go/feed")
    }

    @Test func keptCopies_areFiledUnderTheirAddress() {
        let addresses = FeedAddresses(baseURL: URL(string: "https://qiita.com/api/v2")!)
        #expect(addresses.cacheKey(of: .trend) == "https://qiita.com/popular-items/feed")
    }

    @Test func demoStubOnAnotherPort_findsTheFeedKeptAtTheLastStart() {
        let first = FeedAddresses(baseURL: URL(string: "http://127.0.0.1:41001/api/v2")!, keptAs: "demo-1-1000")
        let next = FeedAddresses(baseURL: URL(string: "http://127.0.0.1:52002/api/v2")!, keptAs: "demo-1-1000")
        #expect(first.cacheKey(of: .trend) == "demo-1-1000/popular-items/feed")
        #expect(next.cacheKey(of: .trend) == first.cacheKey(of: .trend))
        #expect(next.cacheKey(of: .tag(Tag("go"))) == "demo-1-1000/tags/go/feed")
    }

    @Test func trendFeedURLElsewhere_isFiledUnderItsAddressEvenWithAName() {
        let addresses = FeedAddresses(
            baseURL: URL(string: "http://127.0.0.1:8080/api/v2")!, trendOverride: URL(string: "https://mirror.example/trend.atom")!,
            keptAs: "demo-1-1000")
        #expect(addresses.cacheKey(of: .trend) == "https://mirror.example/trend.atom")
    }

    @Test func tagName_isOnePercentEncodedSegment() {
        let addresses = FeedAddresses(baseURL: URL(string: "https://qiita.com/api/v2")!)
        #expect(addresses.url(of: .tag(Tag("C#/..")))?.absoluteString == "https://qiita.com/tags/C%23%2F../feed")
        #expect(addresses.url(of: .tag(Tag("..")))?.absoluteString == "https://qiita.com/tags/%2E%2E/feed")
        #expect(addresses.url(of: .tag(Tag("日本")))?.absoluteString == "https://qiita.com/tags/%E6%97%A5%E6%9C%AC/feed")
    }

    @Test func homeDefault_isTheTrendOnQiitaAndNewestElsewhere() {
        #expect(HomeList.standard(apiHost: "qiita.com") == .trend)
        #expect(HomeList.standard(apiHost: "QIITA.com") == .trend)
        #expect(HomeList.standard(apiHost: "team.qiita.com") == .newest)
        #expect(HomeList.standard(apiHost: "127.0.0.1") == .newest)
        #expect(HomeList.standard(apiHost: nil) == .newest)
    }
}
