import Localization

/// What to say when the parser found an argument it did not expect where a command goes: a word
/// that is no command (with the nearest one and the list), or a command after options.
///
/// The parser reads `kiji trends` and `kiji --demo trend` as the default command `home` given one
/// argument too many, and says only "Unexpected argument". A person typed a command there.
struct CommandHint {
    /// The lines to print after `Error: `.
    let lines: [String]

    /// The hint for `unexpected`, the argument the parser did not expect in `arguments` (the
    /// command line without the program's name), or nil when it is not where a command goes.
    init?(unexpected: String, arguments: [String], commands: [String]) {
        if commands.contains(unexpected) {
            guard arguments.first != unexpected, arguments.first?.hasPrefix("-") == true else { return nil }
            let example = (["kiji", unexpected] + arguments.filter { $0 != unexpected }).joined(separator: " ")
            lines = [tr("Options come after the command: {example}", ["example": example])]
            return
        }
        guard arguments.first == unexpected, !unexpected.hasPrefix("-") else { return nil }
        let first = Self.nearest(to: unexpected, in: commands).map {
            tr("'{name}' is not a kiji command. Did you mean '{command}'?", ["name": unexpected, "command": $0])
        } ?? tr("'{name}' is not a kiji command.", ["name": unexpected])
        lines = [first, tr("Commands: {commands}", ["commands": commands.joined(separator: tr(", "))])]
    }

    /// The command `word` most likely meant: one it starts or ends, or one within a third of its
    /// letters' edits (at least one), the fewest edits first.
    static func nearest(to word: String, in commands: [String]) -> String? {
        let scored = commands.map { command in
            (command, word.hasPrefix(command) || command.hasPrefix(word) ? 0 : editDistance(Array(word), Array(command)))
        }
        let limit = max(1, word.count / 3)
        return scored.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance: the insertions, deletions and substitutions that turn `a` into `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
