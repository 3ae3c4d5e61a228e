import Foundation

/// How kiji writes dates: the day of a row or an item, and the time cached results were fetched.
///
/// One Gregorian calendar in the user's time zone, made once per screen (building one is not free).
struct DateText {
    private let calendar: Calendar

    /// Writes dates in `timeZone`.
    init(timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `2026-11-20`; empty when unknown.
    func day(_ date: Date?) -> String {
        guard let date else { return "" }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(Self.twoDigits(parts.month ?? 0))-\(Self.twoDigits(parts.day ?? 0))"
    }

    /// `14:05` when `date` is on the same day as `now`, `2026-11-21 14:05` otherwise.
    func moment(_ date: Date, now: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let clock = "\(Self.twoDigits(parts.hour ?? 0)):\(Self.twoDigits(parts.minute ?? 0))"
        return calendar.isDate(date, inSameDayAs: now) ? clock : day(date) + " " + clock
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
