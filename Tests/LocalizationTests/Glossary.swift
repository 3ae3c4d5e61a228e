import Foundation

/// The terms table of po/GLOSSARY.md, read for the catalog's wording checks.
struct Glossary {
    /// One row: the English a msgid may contain, the Japanese term, and the variants not to use.
    struct Term {
        var english: [String]
        var japanese: String
        var forbidden: [String]
    }

    /// The rows of the table under "## Terms", in file order.
    var terms: [Term] = []

    /// Reads the glossary at `file`.
    init(contentsOf file: URL) throws {
        self.init(text: try String(contentsOf: file, encoding: .utf8))
    }

    /// Reads a glossary's Markdown: the first table's rows after its header and separator.
    init(text: String) {
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }.dropFirst(2)
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            terms.append(Term(
                english: cells[0].components(separatedBy: " / ").filter { !$0.isEmpty },
                japanese: cells[1],
                forbidden: cells[2].components(separatedBy: "、").filter { !$0.isEmpty }))
        }
    }

    /// The forbidden variants `translation` uses for English that `id` contains, each with its term.
    func misuses(id: String, translation: String) -> [String] {
        terms.flatMap { term -> [String] in
            guard term.english.contains(where: { id.range(of: $0, options: .caseInsensitive) != nil }) else { return [] }
            return term.forbidden.filter { translation.contains($0) }.map { "\($0) (use \(term.japanese))" }
        }
    }
}
