import Glibc

/// The time zone dates are shown in: the system's (`TZ`, else `/etc/localtime`, read by the C
/// library with its rules for summer time), or a fixed offset from UTC.
///
/// It stands in for Foundation's `TimeZone`, whose named zones need ICU; FoundationEssentials
/// alone knows only GMT.
public enum LocalTimeZone: Sendable, Hashable {
    /// The zone the C library's `localtime_r` uses.
    case system
    /// A zone `secondsFromGMT` ahead of UTC (negative: behind), without summer time.
    case fixed(secondsFromGMT: Int)

    /// Coordinated Universal Time.
    public static let utc = LocalTimeZone.fixed(secondsFromGMT: 0)
}
