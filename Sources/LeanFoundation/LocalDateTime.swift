import FoundationEssentials
import Glibc

/// The calendar date and the clock time of an instant in a time zone, in the Gregorian calendar.
public struct LocalDateTime: Sendable, Hashable {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 60 (60 only for a leap second the zone's rules know).
    public var second: Int

    /// The date and time of `date` in `zone`; fractions of a second are dropped (towards the past).
    ///
    /// Instants before the year 1 or after 9999 (a server can send any number) are taken as the
    /// first or last second of that range, and an undefined one as 1970-01-01 00:00 UTC.
    public init(_ date: Date, in zone: LocalTimeZone) {
        var seconds = Self.representable(date.timeIntervalSince1970)
        var parts = tm()
        switch zone {
        case .system:
            localtime_r(&seconds, &parts)
        case .fixed(let offset):
            seconds += time_t(offset)
            gmtime_r(&seconds, &parts)
        }
        year = Int(parts.tm_year) + 1900
        month = Int(parts.tm_mon) + 1
        day = Int(parts.tm_mday)
        hour = Int(parts.tm_hour)
        minute = Int(parts.tm_min)
        second = Int(parts.tm_sec)
    }

    /// `2026-11-20`: the year and the zero-padded month and day.
    public var dayText: String { "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))" }

    /// `14:05`: the zero-padded hour and minute.
    public var clockText: String { "\(Self.twoDigits(hour)):\(Self.twoDigits(minute))" }

    /// `14:05:09`: the zero-padded hour, minute and second.
    public var clockSecondsText: String { clockText + ":" + Self.twoDigits(second) }

    /// Whether `other` falls on the same calendar day.
    public func isSameDay(as other: LocalDateTime) -> Bool {
        year == other.year && month == other.month && day == other.day
    }

    /// The first second of the year 1 and the last of the year 9999, UTC.
    private static let range: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    private static func representable(_ interval: Double) -> time_t {
        guard !interval.isNaN else { return 0 }
        return time_t(min(max(interval.rounded(.down), range.lowerBound), range.upperBound))
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
