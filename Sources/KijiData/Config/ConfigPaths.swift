import FoundationEssentials

/// Where kiji keeps its settings: `$XDG_CONFIG_HOME/kiji`, by default `~/.config/kiji`.
public struct ConfigPaths: Sendable, Hashable {
    /// The folder, e.g. `/home/me/.config/kiji`.
    public let directory: URL

    /// The folder for this environment; a relative `XDG_CONFIG_HOME` is ignored, as the XDG spec says.
    public init(environment: [String: String]) {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            directory = URL(fileURLWithPath: xdg).appendingPathComponent("kiji")
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
            directory = URL(fileURLWithPath: home).appendingPathComponent(".config/kiji")
        }
    }

    /// The saved access token.
    public var tokenFile: URL { directory.appendingPathComponent("token") }

    /// The settings file.
    public var configFile: URL { directory.appendingPathComponent("config.toml") }
}
