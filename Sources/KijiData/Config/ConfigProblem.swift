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

    /// Creates a problem.
    public init(file: String, line: Int?, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `/home/me/.config/kiji/config.toml:3: per_page: must be between 1 and 100; using the default.`
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.isEmpty ? "\(place): \(message)" : "\(place): \(key): \(message)"
    }
}
