import FoundationEssentials
import LeanFoundation

/// How kiji writes dates: the day of a row or an item, and the time cached results were fetched.
///
/// Gregorian dates in the user's time zone (the system's unless a screen is given another).
struct DateText {
    private let timeZone: LocalTimeZone

    /// Writes dates in `timeZone`.
    init(timeZone: LocalTimeZone = .system) {
        self.timeZone = timeZone
    }

    /// `2026-11-20`; empty when unknown.
    func day(_ date: Date?) -> String {
        guard let date else { return "" }
        return LocalDateTime(date, in: timeZone).dayText
    }

    /// `14:05` when `date` is on the same day as `now`, `2026-11-21 14:05` otherwise.
    func moment(_ date: Date, now: Date) -> String {
        let local = LocalDateTime(date, in: timeZone)
        return local.isSameDay(as: LocalDateTime(now, in: timeZone)) ? local.clockText : local.dayText + " " + local.clockText
    }
}
