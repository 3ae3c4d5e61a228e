/// A screen's share of the shell's busy spinner: the one place a view turns "busy" into balanced
/// ``ScreenHost/beginActivity()`` and ``ScreenHost/endActivity()`` calls.
///
/// A view keeps one, forwards its presenter's `setBusy(_:)` to ``set(_:on:)`` and calls
/// ``end(on:)`` when it closes, so a screen popped mid-load never leaves the spinner turning.
@MainActor
struct ScreenActivity {
    /// Whether this screen has an activity running.
    private(set) var isBusy = false

    /// Starts or ends this screen's activity on `host`; repeating the same value changes nothing.
    mutating func set(_ busy: Bool, on host: (any ScreenHost)?) {
        guard busy != isBusy else { return }
        isBusy = busy
        if busy { host?.beginActivity() } else { host?.endActivity() }
    }

    /// Ends the activity, if any: the screen is closing.
    mutating func end(on host: (any ScreenHost)?) { set(false, on: host) }
}
