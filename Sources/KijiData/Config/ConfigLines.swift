import LeanFoundation

/// Finds the line of a key in TOML text by scanning it, since the parser gives no positions.
struct ConfigLines {
    private var lines: [(table: String, key: String)] = []

    /// Indexes every `key = …` line under the table header it follows; lines end with LF or CR LF.
    init(text: String) {
        var table = ""
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = raw.trimmingWhitespace()
            if line.hasPrefix("["), let end = line.firstIndex(of: "]") {
                table = Self.unquoted(line[line.index(after: line.startIndex)..<end])
                lines.append((table, ""))
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                lines.append((table, Self.unquoted(line[..<equals])))
            } else {
                lines.append((table, ""))
            }
        }
    }

    /// The line (from 1) of `key` in `table` ("" for the top level), or of the table's header when `key` is empty.
    func line(of key: String, in table: String = "") -> Int? {
        if key.isEmpty {
            return lines.firstIndex { $0.table == table && $0.key.isEmpty }.map { $0 + 1 }
        }
        if let index = lines.firstIndex(where: { $0.table == table && $0.key == key }) { return index + 1 }
        let dotted = table.isEmpty ? key : "\(table).\(key)"
        return lines.firstIndex { $0.table == "" && $0.key == dotted }.map { $0 + 1 }
    }

    private static func unquoted(_ text: Substring) -> String {
        text.trimmingWhitespace()
            .split(separator: ".").map { $0.trimming(anyOf: "\"' ") }
            .joined(separator: ".")
    }
}
