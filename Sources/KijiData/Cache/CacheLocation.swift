import FoundationEssentials

/// Where the cache lives: the database at `$XDG_CACHE_HOME/kiji/cache.sqlite` and the images in
/// `$XDG_CACHE_HOME/kiji/images/`, by default under `~/.cache`.
public enum CacheLocation {
    /// The database path for an environment.
    public static func databasePath(environment: [String: String]) -> String {
        folder(environment: environment) + "/cache.sqlite"
    }

    /// The folder of kept images for an environment, beside the database.
    public static func imageFolder(environment: [String: String]) -> String {
        folder(environment: environment) + "/images"
    }

    /// kiji's cache folder.
    private static func folder(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.cache"
        }
        return base + "/kiji"
    }
}
