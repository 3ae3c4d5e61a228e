import KijiDomain
import Testing

@Suite("utm_* parameters stripped from addresses")
struct TrackingParametersTests {
    @Test func trendLink_losesEveryUTMParameterAndItsQuestionMark() {
        #expect(TrackingParameters.withoutTrackingParameters(
            "https://qiita.com/riita10069/items/292c90b008e3714ee88b?utm_campaign=popular_items&utm_medium=feed&utm_source=popular_items")
            == "https://qiita.com/riita10069/items/292c90b008e3714ee88b")
    }

    @Test func otherParameters_stayInTheirOrder() {
        #expect(TrackingParameters.withoutTrackingParameters("https://qiita.com/search?q=swift&utm_source=x&sort=like&UTM_Medium=y")
            == "https://qiita.com/search?q=swift&sort=like")
    }

    @Test func fragment_stays() {
        #expect(TrackingParameters.withoutTrackingParameters("https://qiita.com/a/items/1?utm_source=feed#comments")
            == "https://qiita.com/a/items/1#comments")
        #expect(TrackingParameters.withoutTrackingParameters("https://qiita.com/a/items/1#utm_source=x")
            == "https://qiita.com/a/items/1#utm_source=x")
    }

    @Test func addressWithoutQuery_isUnchanged() {
        #expect(TrackingParameters.withoutTrackingParameters("https://qiita.com/a/items/1") == "https://qiita.com/a/items/1")
        #expect(TrackingParameters.withoutTrackingParameters("") == "")
    }

    @Test func parameterThatOnlyContainsUTM_stays() {
        #expect(TrackingParameters.withoutTrackingParameters("https://x.test/?autm_x=1&x_utm_y=2&utm=3")
            == "https://x.test/?autm_x=1&x_utm_y=2&utm=3")
    }
}
