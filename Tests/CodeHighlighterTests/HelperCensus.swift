import Foundation

/// Counts this process's child processes by name, from /proc.
enum HelperCensus {
    /// How many children of this process run a program called `name` (zombies included).
    static func childrenRunning(named name: String) -> Int {
        let me = ProcessInfo.processInfo.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int32(entry) != nil, let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { return false }
            let fields = Dictionary(status.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
            return fields["PPid"] == "\(me)" && fields["Name"]?.hasPrefix(name) == true
        }.count
    }
}
