/// Why a home list (keys 1 to 5) cannot be shown now, in one sentence for the status bar.
public struct HomeUnavailable: Error, Sendable, Hashable {
    /// The sentence, e.g. how to log in.
    public var message: String

    /// Creates the reason.
    public init(_ message: String) { self.message = message }
}
