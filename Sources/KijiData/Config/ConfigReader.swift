import FoundationEssentials
import KijiDomain
import Localization
import TOMLKit

/// Checks a parsed config table key by key, keeping what is valid and noting what is not.
struct ConfigReader {
    let file: String
    let lines: ConfigLines
    let vocabulary: ConfigVocabulary
    private(set) var problems: [ConfigProblem] = []

    init(file: String, lines: ConfigLines, vocabulary: ConfigVocabulary) {
        self.file = file
        self.lines = lines
        self.vocabulary = vocabulary
    }

    /// The top-level keys kiji knows.
    static let topLevelKeys = [
        "base_url", "per_page", "cache_size_mb", "list_selection", "theme", "keys", "trend_feed_url", "home", "timeline",
        "images", "image_max_rows", "sync_days",
    ]

    mutating func read(_ table: TOMLTable) -> KijiConfig {
        var config = KijiConfig()
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch key {
            case "base_url": config.baseURL = baseURL(value)
            case "per_page": config.perPage = integer(value, key: key, range: 1...100)
            case "cache_size_mb": config.cacheSizeMB = integer(value, key: key, range: 1...100_000)
            case "list_selection": config.listSelection = listSelection(value)
            case "theme": config.theme = theme(value)
            case "keys": config.keys = keys(value)
            case "trend_feed_url": config.trendFeedURL = trendFeedURL(value)
            case "home": config.home = home(value)
            case "timeline": (config.timelineTags, config.timelineUsers) = timeline(value)
            case "images": config.images = imageMode(value)
            case "image_max_rows": config.imageMaxRows = integer(value, key: key, range: 1...1000)
            case "sync_days": config.syncDays = integer(value, key: key, range: 1...365)
            default:
                note(key, tr("is not a setting kiji knows (it knows {keys}); ignored.", ["keys": Self.topLevelKeys.joined(separator: ", ")]))
            }
        }
        return config
    }

    private mutating func baseURL(_ value: any TOMLValueConvertible) -> URL? {
        guard let text = value.string else {
            return wrongType("base_url", value) { tr("must be a string such as \"https://qiita.com/api/v2\", not {actual}; using the default.", ["actual": $0]) }
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
            note("base_url", tr("must be an http or https URL such as \"https://qiita.com/api/v2\"; using the default."))
            return nil
        }
        return url
    }

    private mutating func trendFeedURL(_ value: any TOMLValueConvertible) -> URL? {
        let example = "\"https://qiita.com/popular-items/feed\""
        guard let text = value.string else {
            return wrongType("trend_feed_url", value) { tr("must be a string such as {example}, not {actual}; using the default.", ["actual": $0, "example": example]) }
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
            note("trend_feed_url", tr("must be an http or https URL such as {example}; using the default.", ["example": example]))
            return nil
        }
        return url
    }

    private mutating func imageMode(_ value: any TOMLValueConvertible) -> ImageMode? {
        let names = ImageMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let text = value.string else { return wrongType("images", value, oneOf: names) }
        guard let mode = ImageMode(rawValue: text) else {
            note("images", tr("must be one of {names}, not \"{value}\"; using the default.", ["names": names, "value": text]))
            return nil
        }
        return mode
    }

    private mutating func home(_ value: any TOMLValueConvertible) -> HomeList? {
        let names = HomeList.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let text = value.string else { return wrongType("home", value, oneOf: names) }
        guard let home = HomeList(rawValue: text) else {
            note("home", tr("must be one of {names}, not \"{value}\"; using the default.", ["names": names, "value": text]))
            return nil
        }
        return home
    }

    /// `[timeline]`: `tags` and `users`, each a list of names; a bad name is left out and noted.
    private mutating func timeline(_ value: any TOMLValueConvertible) -> ([String], [String]) {
        guard let table = value.table else { return wrongType("timeline", value, table: "timeline") ?? ([], []) }
        var tags: [String] = []
        var users: [String] = []
        for key in table.keys.sorted() {
            guard let entry = table[key] else { continue }
            switch key {
            case "tags": tags = names(entry, key: key, of: .tags, valid: Self.isTagName)
            case "users": users = names(entry, key: key, of: .users, valid: Self.isLoginName)
            default: note(key, in: "timeline", tr("is not a timeline setting (it knows tags, users); ignored."))
            }
        }
        return (tags, users)
    }

    private mutating func names(
        _ value: any TOMLValueConvertible, key: String, of kind: TimelineNames, valid: (String) -> Bool
    ) -> [String] {
        guard let array = value.array else {
            note(key, in: "timeline", kind.notAList)
            return []
        }
        var names: [String] = []
        for element in array {
            guard let name = element.string, valid(name) else {
                let shown = element.string.map { "\"\($0)\"" } ?? "a \(element.type.description)"
                note(key, in: "timeline", kind.leftOut(shown))
                continue
            }
            if !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
        }
        return names
    }

    /// A tag name: 1 to 64 characters, none of them white space, a control character or `/`.
    private static func isTagName(_ name: String) -> Bool {
        (1...64).contains(name.count) && !name.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0 == "/" || $0.value == 0x7F }
    }

    /// A Qiita login name: 1 to 64 letters, digits, `-` or `_`.
    private static func isLoginName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    private mutating func integer(_ value: any TOMLValueConvertible, key: String, range: ClosedRange<Int>) -> Int? {
        guard let number = value.int else { return wrongType(key, value) { tr("must be a whole number, not {actual}; using the default.", ["actual": $0]) } }
        guard range.contains(number) else {
            note(key, tr("must be between {low} and {high}, not {number}; using the default.", [
                "low": String(range.lowerBound), "high": String(range.upperBound), "number": String(number),
            ]))
            return nil
        }
        return number
    }

    private mutating func listSelection(_ value: any TOMLValueConvertible) -> String? {
        let styles = vocabulary.listSelectionStyles.sorted().map { "\"\($0)\"" }.joined(separator: " or ")
        guard let text = value.string else { return wrongType("list_selection", value, oneOf: styles) }
        guard vocabulary.listSelectionStyles.contains(text) else {
            note("list_selection", tr("must be {names}, not \"{value}\"; using the default.", ["names": styles, "value": text]))
            return nil
        }
        return text
    }

    private mutating func theme(_ value: any TOMLValueConvertible) -> [String: ThemeColors] {
        guard let table = value.table else { return wrongType("theme", value, table: "theme") ?? [:] }
        var theme: [String: ThemeColors] = [:]
        let roles = vocabulary.themeRoles.sorted().joined(separator: ", ")
        for role in table.keys.sorted() {
            guard let entry = table[role] else { continue }
            let subroles = subroleNames(of: role, in: entry)
            for name in subroles.sorted() {
                guard let subentry = entry.table?[name] else { continue }
                if let colours = themeColors(subentry, role: "\(role).\(name)") { theme["\(role).\(name)"] = colours }
            }
            guard vocabulary.themeRoles.contains(role) else {
                if subroles.isEmpty {
                    note(role, in: "theme", tr("is not a theme role (roles: {roles}); ignored.", ["roles": roles]))
                }
                continue
            }
            if let colours = themeColors(entry, role: role, skipping: subroles) { theme[role] = colours }
        }
        return theme
    }

    /// The keys of a role's table that name roles of their own: TOML reads `code.keyword = "blue"`
    /// as `keyword` inside `code`, and `code.keyword` is a role.
    private func subroleNames(of role: String, in entry: any TOMLValueConvertible) -> Set<String> {
        guard let table = entry.table else { return [] }
        return Set(table.keys.filter { vocabulary.themeRoles.contains("\(role).\($0)") })
    }

    /// A colour name sets the foreground; a table may set `foreground` and `background` (and the
    /// roles in `skipping`, read on their own).
    private mutating func themeColors(
        _ value: any TOMLValueConvertible, role: String, skipping subroles: Set<String> = []
    ) -> ThemeColors? {
        guard let table = value.table else {
            return color(value, key: role, table: "theme").map { ThemeColors(foreground: $0) }
        }
        var colours = ThemeColors()
        for part in table.keys.sorted() where !subroles.contains(part) {
            guard let entry = table[part] else { continue }
            switch part {
            case "foreground": colours.foreground = color(entry, key: role, table: "theme", part: part)
            case "background": colours.background = color(entry, key: role, table: "theme", part: part)
            default: note(role, in: "theme", tr("{part} is not foreground or background; ignored.", ["part": part]))
            }
        }
        return colours
    }

    private mutating func color(
        _ value: any TOMLValueConvertible, key: String, table: String, part: String? = nil
    ) -> ConfigColor? {
        if let number = value.int {
            guard let index = UInt8(exactly: number) else {
                let values: KeyValuePairs = ["part": part ?? "", "number": String(number)]
                note(key, in: table, part == nil
                    ? tr("colour number must be between 0 and 255, not {number}; using the default.", values)
                    : tr("{part} colour number must be between 0 and 255, not {number}; using the default.", values))
                return nil
            }
            return .palette(index)
        }
        guard let name = value.string, let colour = ConfigColor(name: name) else {
            let names = (["default"] + ConfigColor.names).joined(separator: ", ")
            let values: KeyValuePairs = ["part": part ?? "", "names": names]
            note(key, in: table, part == nil
                ? tr("must be a colour name ({names}, bright-NAME) or a number 0–255; using the default.", values)
                : tr("{part} must be a colour name ({names}, bright-NAME) or a number 0–255; using the default.", values))
            return nil
        }
        return colour
    }

    private mutating func keys(_ value: any TOMLValueConvertible) -> [String: [String]] {
        guard let table = value.table else { return wrongType("keys", value, table: "keys") ?? [:] }
        var keys: [String: [String]] = [:]
        let actions = vocabulary.keyActions.sorted().joined(separator: ", ")
        for action in table.keys.sorted() {
            guard let entry = table[action] else { continue }
            guard vocabulary.keyActions.contains(action) else {
                note(action, in: "keys", tr("is not an action (actions: {actions}); ignored.", ["actions": actions]))
                continue
            }
            let names = entry.string.map { [$0] } ?? entry.array?.compactMap { $0.string }
            guard let names, !names.isEmpty, names.count == (entry.array?.count ?? 1) else {
                note(action, in: "keys", tr("must be a list of key names such as [\"Enter\", \"l\"]; keeping the default keys."))
                continue
            }
            let unknown = names.filter { !vocabulary.isKeyName($0) }
            guard unknown.isEmpty else {
                let list = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
                note(action, in: "keys", tr("{names} is not a key name (e.g. \"j\", \"Enter\", \"Esc\", \"Up\", \"PgDn\", \"C-f\", \"F5\"); keeping the default keys.", ["names": list]))
                continue
            }
            keys[action] = names
        }
        let order = keys.keys.sorted { (lines.line(of: $0, in: "keys") ?? .max, $0) < (lines.line(of: $1, in: "keys") ?? .max, $1) }
        for conflict in KeyConflicts(vocabulary: vocabulary).conflicts(in: keys, order: order) {
            keys[conflict.action] = nil
            note(conflict.action, in: "keys", tr(
                "{key} is bound to {action} and to {other}, which work on the same screen; keeping the default keys of {action}.",
                ["key": conflict.key, "action": conflict.action, "other": conflict.other]))
        }
        return keys
    }

    /// Notes a value of the wrong TOML type with `sentence`, given what the value is ("an integer").
    private mutating func wrongType<T>(
        _ key: String, _ value: any TOMLValueConvertible, _ sentence: (_ actual: String) -> String
    ) -> T? {
        note(key, sentence(TOMLTypeName.phrase(of: value.type)))
        return nil
    }

    private mutating func wrongType<T>(_ key: String, _ value: any TOMLValueConvertible, oneOf names: String) -> T? {
        wrongType(key, value) { tr("must be a string: {names}, not {actual}; using the default.", ["actual": $0, "names": names]) }
    }

    private mutating func wrongType<T>(_ key: String, _ value: any TOMLValueConvertible, table: String) -> T? {
        wrongType(key, value) { tr("must be a table such as [{table}], not {actual}; using the default.", ["actual": $0, "table": table]) }
    }

    private mutating func note(_ key: String, in table: String = "", _ message: String) {
        let dotted = table.isEmpty ? key : "\(table).\(key)"
        problems.append(ConfigProblem(file: file, line: lines.line(of: key, in: table), key: dotted, message: message))
    }
}

/// The two lists of names `[timeline]` holds, each with its sentences about a bad value.
enum TimelineNames {
    /// `tags`: tag names.
    case tags
    /// `users`: login names.
    case users

    /// The value is not a list.
    var notAList: String {
        switch self {
        case .tags: tr("must be a list of tag names such as [\"swift\", \"rust\"]; ignored.")
        case .users: tr("must be a list of login names such as [\"alice\"]; ignored.")
        }
    }

    /// The element `shown` is not a name of this kind.
    func leftOut(_ shown: String) -> String {
        switch self {
        case .tags: tr("{value} is not one of tag names such as [\"swift\", \"rust\"]; it is left out.", ["value": shown])
        case .users: tr("{value} is not one of login names such as [\"alice\"]; it is left out.", ["value": shown])
        }
    }
}
