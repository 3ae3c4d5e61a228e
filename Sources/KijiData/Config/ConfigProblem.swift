/// Something wrong in the config file, located by file, line and key.
public struct ConfigProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The line, from 1; nil when the key could not be found in the text.
    public var line: Int?
    /// The dotted key, e.g. `keys.open`; empty for a syntax error.
    public var key: String
    /// What is wrong and what kiji does instead.
    public var message: String

    /// Creates a problem. Key and message quote the file, and problems are printed as they are,
    /// so any control or format character in them (a terminal escape, a bidi override, a line
    /// separator) is written as a `\u{…}` escape.
    public init(file: String, line: Int?, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = Self.escapingControls(key)
        self.message = Self.escapingControls(message)
    }

    private static func escapingControls(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }), text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Control (Cc), format (Cf, e.g. bidi overrides) and line or paragraph separator (Zl, Zp).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `/home/me/.config/kiji/config.toml:3: per_page: must be between 1 and 100; using the default.`
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.isEmpty ? "\(place): \(message)" : "\(place): \(key): \(message)"
    }
}
