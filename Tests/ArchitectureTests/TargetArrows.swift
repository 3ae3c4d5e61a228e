import Foundation

/// Targets and the targets or products each one imports, as the architecture names them.
typealias TargetArrows = [String: Set<String>]

/// Reads ARCHITECTURE.md's arrow list: the lines between `<!-- targets:begin -->` and
/// `<!-- targets:end -->`, each `Target → Dependency, Dependency` (or `Target → nothing`).
enum DiagramArrows {
    static let begin = "<!-- targets:begin -->"
    static let end = "<!-- targets:end -->"

    /// The arrows of `markdown`; throws when the block is missing or a line is not an arrow.
    static func parse(_ markdown: String) throws -> TargetArrows {
        guard let start = markdown.range(of: begin), let stop = markdown.range(of: end, range: start.upperBound..<markdown.endIndex)
        else { throw DiagramProblem("ARCHITECTURE.md has no \(begin) … \(end) block") }
        var arrows: TargetArrows = [:]
        for line in markdown[start.upperBound..<stop.lowerBound].split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("```") || text.hasPrefix("#") { continue }
            let sides = text.components(separatedBy: "→")
            guard sides.count == 2 else { throw DiagramProblem("not an arrow: \(text)") }
            let target = sides[0].trimmingCharacters(in: .whitespaces)
            let targets = sides[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !target.isEmpty, arrows[target] == nil else { throw DiagramProblem("empty or repeated target: \(text)") }
            arrows[target] = targets == ["nothing"] ? [] : Set(targets)
        }
        return arrows
    }
}

/// Reads the package's targets (tests left out) from `swift package dump-package`.
enum PackageArrows {
    /// The arrows of the package at `root`, as SwiftPM reads its manifest now.
    static func dump(packageAt root: URL) throws -> TargetArrows {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DiagramProblem("swift package dump-package failed") }
        return try parse(data)
    }

    /// The arrows of a `dump-package` JSON document.
    static func parse(_ json: Data) throws -> TargetArrows {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let targets = package["targets"] as? [[String: Any]]
        else { throw DiagramProblem("dump-package gave no targets") }
        var arrows: TargetArrows = [:]
        for target in targets where target["type"] as? String != "test" {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: [Any]]] ?? []
            arrows[name] = Set(dependencies.compactMap { $0.values.first?.first as? String })
        }
        return arrows
    }
}

/// Why the arrows could not be read.
struct DiagramProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
