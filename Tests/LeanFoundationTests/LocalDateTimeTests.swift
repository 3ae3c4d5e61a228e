import Foundation
import LeanFoundation
import Testing

/// Local dates and times match Foundation's Gregorian calendar, which they replace.
struct LocalDateTimeTests {
    /// Instants around the edges that matter: the epoch, before it with a fraction, leap days,
    /// year ends, and days when summer time starts or ends in Europe and the US.
    static let instants: [Double] = [
        0, -0.5, -1, -86_400.25, 951_782_400, 951_868_799.9, 1_709_164_800, 1_735_689_599, 1_735_689_600,
        1_795_000_000, 1_711_846_800, 1_711_850_400, 1_729_990_800, 1_710_054_000, 1_730_613_600, -2_208_988_800,
        4_102_444_800,
    ]

    static let offsets = [0, 9 * 3600, -5 * 3600, 5 * 3600 + 1800, -(9 * 3600 + 30 * 60), 14 * 3600, -12 * 3600]

    @Test(arguments: offsets)
    func fixedOffsets_giveFoundationsCalendarFields(offset: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset)!
        for instant in Self.instants {
            let date = Date(timeIntervalSince1970: instant)
            #expect(Self.fields(LocalDateTime(date, in: .fixed(secondsFromGMT: offset))) == Self.fields(calendar, date), "\(instant) at \(offset)")
        }
    }

    /// `.system` is what the C library's local time says, which is the zone Foundation takes as
    /// the current one; `Scripts/e2e/article-preview.sh` prints an item under three `TZ` zones too.
    @Test func system_givesTheCurrentZonesFields() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        for instant in Self.instants + [Date().timeIntervalSince1970] {
            let date = Date(timeIntervalSince1970: instant)
            #expect(Self.fields(LocalDateTime(date, in: .system)) == Self.fields(calendar, date), "\(instant)")
        }
    }

    @Test func qiitasTimestamp_isReadWithItsOffset_andShownInAnyZone() throws {
        let date = try Date("2026-11-19T09:00:00+09:00", strategy: .iso8601)
        #expect(date.timeIntervalSince1970 == 1_795_046_400)
        let tokyo = LocalDateTime(date, in: .fixed(secondsFromGMT: 9 * 3600))
        #expect(tokyo.dayText == "2026-11-19")
        #expect(tokyo.clockText == "09:00")
        let utc = LocalDateTime(date, in: .utc)
        #expect(utc.dayText == "2026-11-19")
        #expect(utc.clockText == "00:00")
        let newYork = LocalDateTime(date, in: .fixed(secondsFromGMT: -5 * 3600))
        #expect(newYork.dayText == "2026-11-18")
        #expect(newYork.clockText == "19:00")
    }

    @Test func texts_arePaddedWithZeros() {
        let morning = LocalDateTime(Date(timeIntervalSince1970: 3_900), in: .utc)
        #expect(morning.clockText == "01:05")
        #expect(morning.dayText == "1970-01-01")
        #expect(LocalDateTime(Date(timeIntervalSince1970: -62_135_596_800), in: .utc).dayText == "1-01-01")
    }

    @Test func sameDay_comparesTheCalendarDay_notTheDistance() {
        let late = LocalDateTime(Date(timeIntervalSince1970: 86_400 - 1), in: .utc)
        let early = LocalDateTime(Date(timeIntervalSince1970: 86_400), in: .utc)
        let earlier = LocalDateTime(Date(timeIntervalSince1970: 1), in: .utc)
        #expect(!late.isSameDay(as: early))
        #expect(late.isSameDay(as: earlier))
    }

    @Test func instantsNoCalendarHolds_areClampedInsteadOfCrashing() {
        #expect(LocalDateTime(Date(timeIntervalSince1970: 1e300), in: .utc).year == 9999)
        #expect(LocalDateTime(Date(timeIntervalSince1970: -1e300), in: .system).year <= 1)
        #expect(LocalDateTime(Date(timeIntervalSince1970: .infinity), in: .fixed(secondsFromGMT: 14 * 3600)).year == 10000)
        #expect(LocalDateTime(Date(timeIntervalSince1970: .nan), in: .utc).dayText == "1970-01-01")
    }

    private static func fields(_ local: LocalDateTime) -> [Int] {
        [local.year, local.month, local.day, local.hour, local.minute, local.second]
    }

    private static func fields(_ calendar: Calendar, _ date: Date) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!]
    }
}
