import FoundationEssentials
import KijiDomain

/// The settings read from `config.toml`; a nil or empty value means "use the default".
public struct KijiConfig: Sendable, Hashable {
    /// The API root, e.g. `https://TEAM.qiita.com/api/v2`.
    public var baseURL: URL?
    /// Items per page, 1 to 100.
    public var perPage: Int?
    /// The most the offline cache may hold, in MiB.
    public var cacheSizeMB: Int?
    /// How lists mark the selected row: `bar` or `highlight`.
    public var listSelection: String?
    /// Colours by theme role name (`title`, `selection` …).
    public var theme: [String: ThemeColors] = [:]
    /// Key names by action name (`open`, `back` …), replacing that action's keys.
    public var keys: [String: [String]] = [:]
    /// The trend feed's address, in place of `<origin of base_url>/popular-items/feed`.
    public var trendFeedURL: URL?
    /// The list kiji opens on; nil for the default (``HomeList/standard(apiHost:)``).
    public var home: HomeList?
    /// `[timeline] tags`: the tags the timeline merges when there is no token.
    public var timelineTags: [String] = []
    /// `[timeline] users`: the users the timeline merges when there is no token.
    public var timelineUsers: [String] = []
    /// `images`: how an article's images are shown; nil for ``ImageMode/auto``.
    public var images: ImageMode?
    /// `image_max_rows`: the most rows an image takes; nil for half the screen.
    public var imageMaxRows: Int?
    /// `sync_days`: how many days of the timeline `kiji sync` keeps; nil for 7.
    public var syncDays: Int?

    /// Creates settings; by default all defaults.
    public init(
        baseURL: URL? = nil, perPage: Int? = nil, cacheSizeMB: Int? = nil, theme: [String: ThemeColors] = [:],
        keys: [String: [String]] = [:]
    ) {
        self.baseURL = baseURL
        self.perPage = perPage
        self.cacheSizeMB = cacheSizeMB
        self.theme = theme
        self.keys = keys
    }
}

/// The colours a config file gives one theme role; nil keeps the theme's own.
public struct ThemeColors: Sendable, Hashable {
    /// The text colour.
    public var foreground: ConfigColor?
    /// The background colour.
    public var background: ConfigColor?

    /// Creates colours.
    public init(foreground: ConfigColor? = nil, background: ConfigColor? = nil) {
        self.foreground = foreground
        self.background = background
    }
}

/// A colour named in the config file: the terminal's own, or an index into its palette.
public enum ConfigColor: Sendable, Hashable {
    /// `default`: the terminal's own colour.
    case terminalDefault
    /// `red`, `bright-red` or a number 0–255.
    case palette(UInt8)

    /// The basic colour names, in palette order; `bright-` before one adds 8.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour for a name such as `cyan`, `bright-cyan` or `default`, or a palette number.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "default" {
            self = .terminalDefault
        } else if let index = Self.names.firstIndex(of: lowered) {
            self = .palette(UInt8(index))
        } else if lowered.hasPrefix("bright-"), let index = Self.names.firstIndex(of: String(lowered.dropFirst(7))) {
            self = .palette(UInt8(index + 8))
        } else if let number = UInt8(lowered) {
            self = .palette(number)
        } else {
            return nil
        }
    }
}
