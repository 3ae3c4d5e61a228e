/// A date in a search term (`2024`, `2024-06`, `2024-06-30`) as the span of seconds it covers in
/// Japan time, which is how Qiita reads the dates of `created:` and `updated:`.
struct SearchDate: Sendable, Hashable {
    /// The first second of the span, UNIX seconds.
    let start: Int
    /// The first second after the span, UNIX seconds.
    let end: Int

    /// Reads `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; nil for anything else, or a month or day that does not exist.
    init?(_ text: Substring) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let widths = [4, 2, 2]
        guard (1...3).contains(parts.count),
            zip(parts, widths).allSatisfy({ part, width in part.count == width && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) }),
            let year = Int(parts[0])
        else { return nil }
        let month = parts.count > 1 ? Int(parts[1]) : nil
        let day = parts.count > 2 ? Int(parts[2]) : nil
        if let month, !(1...12).contains(month) { return nil }
        if let month, let day, !(1...Self.daysIn(month: month, year: year)).contains(day) { return nil }
        switch (month, day) {
        case (let month?, let day?):
            start = Self.firstSecond(year: year, month: month, day: day)
            end = start + 86_400
        case (let month?, nil):
            start = Self.firstSecond(year: year, month: month, day: 1)
            end = month == 12 ? Self.firstSecond(year: year + 1, month: 1, day: 1) : Self.firstSecond(year: year, month: month + 1, day: 1)
        default:
            start = Self.firstSecond(year: year, month: 1, day: 1)
            end = Self.firstSecond(year: year + 1, month: 1, day: 1)
        }
    }

    /// Japan's offset from UTC; it keeps no summer time.
    static let japanOffset = 9 * 3600

    /// The first second of a day in Japan time.
    private static func firstSecond(year: Int, month: Int, day: Int) -> Int {
        daysSinceEpoch(year: year, month: month, day: day) * 86_400 - japanOffset
    }

    /// Days from 1970-01-01 to a Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
