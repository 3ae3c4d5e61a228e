import KijiDomain
import Localization

/// What a screen's status says while a kept copy stands in for a fresh answer.
///
/// Offline, the screen's own notice (a state, not an error). For any other cause, the cause's
/// sentence, that the kept copy is on show, and the cause's detail for the message log: a malformed
/// answer or a rate limit is an error the user can read about, never "offline".
struct FallbackStatus: Equatable {
    /// The status line's sentence.
    var message: String
    /// Whether it reports a failure.
    var isError: Bool
    /// The technical detail the message log shows, empty offline.
    var detail: String

    /// The status for a list kept from `moment` (`fallback.fetchedAt` as the screen writes times);
    /// `offlineNotice` is the screen's offline sentence, given that moment.
    init(_ fallback: Fallback, moment: String, offlineNotice: (_ since: String) -> String) {
        if fallback.isOffline {
            self.init(message: offlineNotice(moment), isError: false, detail: "")
        } else {
            self.init(
                message: tr("{error} Showing the copy kept from {time}; press r to try again.", ["error": fallback.cause.message, "time": moment]),
                isError: true, detail: fallback.cause.detail)
        }
    }

    /// The status for a cached copy whose time is not known, shown because of `cause`;
    /// `offlineNotice` is the screen's offline sentence.
    init(cause: LoadError, offlineNotice: String) {
        if cause.isOffline {
            self.init(message: offlineNotice, isError: false, detail: "")
        } else {
            self.init(
                message: tr("{error} Showing the cached copy; press r to try again.", ["error": cause.message]),
                isError: true, detail: cause.detail)
        }
    }

    private init(message: String, isError: Bool, detail: String) {
        self.message = message
        self.isError = isError
        self.detail = detail
    }
}
