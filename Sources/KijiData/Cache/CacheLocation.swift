import FoundationEssentials

/// Where the cache database lives: `$XDG_CACHE_HOME/kiji/cache.sqlite`, by default under `~/.cache`.
public enum CacheLocation {
    /// The database path for an environment.
    public static func databasePath(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.cache"
        }
        return base + "/kiji/cache.sqlite"
    }
}
