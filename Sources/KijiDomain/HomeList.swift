/// The root list kiji opens on (`home` in config.toml), and the lists keys 1 to 5 switch to.
public enum HomeList: String, Sendable, Hashable, CaseIterable {
    /// The trend feed.
    case trend
    /// The followed tags and users, merged.
    case timeline
    /// The newest items on the site.
    case newest
    /// The signed-in user's stocks.
    case stocks
    /// The signed-in user's own items.
    case mine

    /// The list to open when config.toml names none: the trend on qiita.com (which publishes it),
    /// the newest items on any other host (a Qiita Team has no trend).
    public static func standard(apiHost: String?) -> HomeList {
        apiHost?.lowercased() == "qiita.com" ? .trend : .newest
    }
}
