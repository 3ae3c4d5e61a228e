import Foundation
import KijiData
import KijiDomain
import Testing

@Suite("config.toml: trend_feed_url, home and [timeline]")
struct ConfigFeedSettingsTests {
    private let loader = ConfigLoader(vocabulary: ConfigVocabulary(themeRoles: [], keyActions: [], isKeyName: { _ in false }))

    private func parse(_ text: String) -> ConfigLoader.Result { loader.parse(text, file: "/cfg/kiji/config.toml") }

    @Test func validSettings_areApplied() {
        let result = parse("""
            trend_feed_url = "https://mirror.example/popular.atom"
            home = "timeline"

            [timeline]
            tags = ["swift", "Rust", "SWIFT"]
            users = ["alice", "bob_2", "c-d"]
            """)
        #expect(result.problems == [])
        #expect(result.config.trendFeedURL == URL(string: "https://mirror.example/popular.atom"))
        #expect(result.config.home == .timeline)
        #expect(result.config.timelineTags == ["swift", "Rust"])
        #expect(result.config.timelineUsers == ["alice", "bob_2", "c-d"])
    }

    @Test func defaults_areNone() {
        let config = parse("").config
        #expect(config.trendFeedURL == nil && config.home == nil)
        #expect(config.timelineTags.isEmpty && config.timelineUsers.isEmpty)
    }

    @Test func unknownHome_isAProblemNamingTheChoices() {
        let result = parse("home = \"frontpage\"\n")
        #expect(result.config.home == nil)
        #expect(result.problems.map(\.key) == ["home"])
        #expect(result.problems.first?.line == 1)
        #expect(result.problems.first?.message
            == #"must be one of "trend", "timeline", "newest", "stocks", "mine", not "frontpage"; using the default."#)
    }

    @Test func trendFeedURL_thatIsNotHTTP_isAProblem() {
        let result = parse("trend_feed_url = \"file:///etc/passwd\"\nhome = 3\n")
        #expect(result.config.trendFeedURL == nil)
        #expect(result.problems.map(\.key) == ["trend_feed_url", "home"])
        #expect(result.problems.map(\.line) == [1, 2])
    }

    @Test func badTimelineNames_areLeftOutAndNamed() {
        let result = parse("""
            [timeline]
            tags = ["swift", "has space", 7, ""]
            users = ["alice", "../etc", "ali ce"]
            colour = "red"
            """)
        #expect(result.config.timelineTags == ["swift"])
        #expect(result.config.timelineUsers == ["alice"])
        #expect(result.problems.count == 6)
        #expect(result.problems.allSatisfy { $0.key.hasPrefix("timeline.") })
        #expect(result.problems.contains { $0.message == #""has space" is not one of tag names such as ["swift", "rust"]; it is left out."# })
        #expect(result.problems.contains { $0.key == "timeline.colour" && $0.line == 4 })
    }

    @Test func timelineThatIsNotATable_isAProblem() {
        let result = parse("timeline = [\"swift\"]\n")
        #expect(result.problems.map(\.key) == ["timeline"])
        #expect(result.config.timelineTags.isEmpty)
    }
}
