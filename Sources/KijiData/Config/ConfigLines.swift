import LeanFoundation

/// Finds the line of a key in TOML text, since the parser gives no positions: the text is read
/// once into an index, so locating any number of keys costs one pass over it.
struct ConfigLines {
    /// The first line (from 1) of each `key = …` by table ("" for the top level), and of each
    /// table's header under the key "".
    private var firstLines: [String: [String: Int]] = [:]

    /// Indexes every `key = …` line under the table header it follows; lines end with LF or CR LF.
    init(text: String) {
        var table = ""
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = raw.trimmingWhitespace()
            if line.hasPrefix("["), let end = line.firstIndex(of: "]") {
                table = Self.unquoted(line[line.index(after: line.startIndex)..<end])
                record("", in: table, at: number)
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                record(Self.unquoted(line[..<equals]), in: table, at: number)
            }
        }
    }

    /// The line (from 1) of `key` in `table` ("" for the top level), or of the table's header when `key` is empty.
    func line(of key: String, in table: String = "") -> Int? {
        if let line = firstLines[table]?[key] { return line }
        guard !key.isEmpty else { return nil }
        return firstLines[""]?[table.isEmpty ? key : "\(table).\(key)"]
    }

    private mutating func record(_ key: String, in table: String, at line: Int) {
        if firstLines[table, default: [:]][key] == nil { firstLines[table, default: [:]][key] = line }
    }

    private static func unquoted(_ text: Substring) -> String {
        text.trimmingWhitespace()
            .split(separator: ".").map { $0.trimming(anyOf: "\"' ") }
            .joined(separator: ".")
    }
}
