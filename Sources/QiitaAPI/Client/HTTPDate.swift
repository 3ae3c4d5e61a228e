import FoundationEssentials
import Glibc

/// The date format of HTTP headers such as `Retry-After` (RFC 9110 §5.6.7, IMF-fixdate):
/// `Sun, 06 Nov 1994 08:49:37 GMT`, always in GMT.
enum HTTPDate {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The instant `text` names, or nil when it is not an IMF-fixdate of a real day and time.
    static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ")
        guard words.count == 6, words[0].hasSuffix(","), weekdays.contains(String(words[0].dropLast())),
            let day = number(words[1], digits: 1...2), let month = months.firstIndex(of: String(words[2])),
            let year = number(words[3], digits: 4...4), words[5] == "GMT" || words[5] == "UTC"
        else { return nil }
        let clock = words[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, let hour = number(clock[0], digits: 2...2), let minute = number(clock[1], digits: 2...2),
            let second = number(clock[2], digits: 2...2), hour < 24, minute < 60, second < 61
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = timegm(&parts)
        // timegm moves a day that does not exist (31 Feb) into the next month: refuse it instead.
        guard parts.tm_mon == Int32(month), parts.tm_mday == Int32(day) else { return nil }
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private static func number(_ word: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(word.count), word.allSatisfy(\.isASCII), word.allSatisfy(\.isNumber) else { return nil }
        return Int(word)
    }
}
