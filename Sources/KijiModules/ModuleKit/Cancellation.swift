import KijiDomain

extension LoadError {
    /// The error a load that was cancelled ends with; presenters show nothing for it.
    static let cancelled = LoadError(kind: .cancelled, message: "Cancelled.")

    /// Throws ``cancelled`` when the current task was cancelled, so an answer that arrives after
    /// its screen moved on is dropped, not merged or shown.
    static func checkNotCancelled() throws(LoadError) {
        if Task.isCancelled { throw cancelled }
    }
}
