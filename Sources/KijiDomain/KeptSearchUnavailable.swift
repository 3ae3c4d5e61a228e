import Localization

/// The search of kept items when nothing provides it: every search says so.
public struct KeptSearchUnavailable: KeptItemSearch {
    /// Creates the placeholder.
    public init() {}

    public func search(_ query: String, limit: Int) async throws(LoadError) -> [SearchMatch] {
        throw LoadError(kind: .server, message: tr("The kept items cannot be searched in this build."))
    }
}
