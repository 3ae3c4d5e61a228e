import Foundation
import Testing

@testable import QiitaAPI

/// `Retry-After` dates are read as Foundation's DateFormatter read them before, without ICU.
struct HTTPDateTests {
    /// What kiji used to parse with: an en_US_POSIX formatter for IMF-fixdate in GMT.
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }()

    static let samples = [
        "Sun, 06 Nov 1994 08:49:37 GMT", "Thu, 19 Nov 2026 00:00:00 GMT", "Mon, 29 Feb 2027 12:00:00 GMT",
        "Tue, 29 Feb 2028 23:59:59 GMT", "Wed, 31 Dec 2025 23:59:59 GMT", "Fri, 01 Jan 1970 00:00:00 GMT",
        "Sat, 31 Jun 2026 10:00:00 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37", "", "120", "Sun,  06 Nov 1994 08:49:37 GMT", "Sun, 6 Nov 1994 08:49:37 GMT",
    ]

    @Test(arguments: samples)
    func parse_agreesWithTheFormatterItReplaces(text: String) {
        #expect(HTTPDate.parse(text) == Self.formatter.date(from: text))
    }

    @Test func anIMFFixdate_isThatInstantInGMT() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Thu, 19 Nov 2026 00:00:00 GMT") == Date(timeIntervalSince1970: 1_795_046_400))
    }

    @Test func aDayThatDoesNotExist_isRefused() {
        #expect(HTTPDate.parse("Mon, 31 Feb 2026 00:00:00 GMT") == nil)
        #expect(HTTPDate.parse("Mon, 00 Feb 2026 00:00:00 GMT") == nil)
    }

    @Test func retryAfterAsADate_isTheWaitUntilThen() {
        let now = Date(timeIntervalSince1970: 1_795_046_400 - 90)
        let response = HTTPResponse(
            status: 503, headers: [HTTPHeader(name: "retry-after", value: " Thu, 19 Nov 2026 00:00:00 GMT ")], body: Data())
        #expect(ServerWait.requested(by: response, now: now) == 90)
    }
}
