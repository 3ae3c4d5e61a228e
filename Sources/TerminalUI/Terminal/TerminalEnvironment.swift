import Glibc

/// Reads environment variables that affect the terminal (such as `NO_COLOR`).
public enum TerminalEnvironment {
    /// The variables TerminalUI looks at.
    public static let relevantNames = ["NO_COLOR", "TERM", "LANG", "LC_ALL", "LC_CTYPE"]

    /// The values of `names` in the process environment; unset names are left out.
    public static func current(names: [String] = relevantNames) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
