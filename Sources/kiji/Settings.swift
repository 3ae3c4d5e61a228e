import FoundationEssentials
import KijiData
import KijiDomain
import KijiModules
import Localization
import QiitaAPI
import TerminalUI

/// What kiji starts with: config.toml's settings (the command line's options override them),
/// the folder they live in, and the problems found in the file.
struct Settings {
    let paths: ConfigPaths
    let config: KijiConfig
    let problems: [ConfigProblem]

    /// Reads config.toml for this environment.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> Settings {
        let paths = ConfigPaths(environment: environment)
        let result = ConfigLoader(vocabulary: vocabulary).load(paths.configFile)
        return Settings(paths: paths, config: result.config, problems: result.problems)
    }

    /// The names config.toml may use, from TerminalUI and KijiModules.
    static let vocabulary = ConfigVocabulary(
        themeRoles: Theme.Role.configNames, keyActions: ScreenCatalogue.keyActionNames,
        isKeyName: { Key(name: $0) != nil }, listSelectionStyles: Set(ListSelectionStyle.allCases.map(\.rawValue)),
        keyScopes: ScreenCatalogue.keyScopes, keyIdentity: { Key(name: $0)?.displayName ?? $0 })

    /// Writes each problem to standard error, saying that kiji goes on with the defaults.
    func reportProblems() {
        for problem in problems { Console.error(problem.description) }
    }

    /// The API root: the option, else config.toml's `base_url`, else qiita.com.
    func baseURL(option: String?) -> URL { requestedBaseURL(option: option) ?? QiitaClientConfiguration.qiitaBaseURL }

    /// The API root asked for: the option, else config.toml's `base_url`; nil when neither names
    /// one, so that the saved token's root may be used (``APIAccess``).
    func requestedBaseURL(option: String?) -> URL? { option.flatMap(URL.init(string:)) ?? config.baseURL }

    /// The first screen of `kiji` alone: config.toml's `home`, else the trend on qiita.com and the
    /// newest items on any other host (the demo's stub too).
    func home(apiHost: String?) -> HomeList { config.home ?? .standard(apiHost: apiHost) }

    /// Items per page: the option, else config.toml's `per_page`, else 20.
    func perPage(option: Int?) -> Int { option ?? config.perPage ?? 20 }

    /// The theme with config.toml's colours over the standard one.
    var preferredTheme: Theme {
        var theme = Theme.standard
        if let name = config.listSelection, let style = ListSelectionStyle(rawValue: name) { theme.listSelection = style }
        for (name, colours) in config.theme {
            guard let role = Theme.Role(configName: name) else { continue }
            if let foreground = colours.foreground { theme[role].foreground = Color(foreground) }
            if let background = colours.background { theme[role].background = Color(background) }
        }
        return theme
    }

    /// config.toml's `[keys]` as key tables take them.
    var keyOverrides: KeyOverrides {
        KeyOverrides(config.keys.mapValues { names in names.compactMap(Key.init(name:)) })
    }

    /// A header note such as `config.toml: 2 problems` (`e` and `kiji config check` list them), or nil.
    var problemNote: String? {
        guard !problems.isEmpty else { return nil }
        return trn("config.toml: {count} problem", "config.toml: {count} problems", count: problems.count)
    }
}

extension Color {
    /// The terminal colour for a config colour.
    init(_ colour: ConfigColor) {
        switch colour {
        case .terminalDefault: self = .terminalDefault
        case .palette(let index): self = .palette(index)
        }
    }
}
