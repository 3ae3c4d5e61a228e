import LeanFoundation

/// The prose of an excerpt line: what a reader of a list row should see of it, without the Markdown
/// or HTML an author's source may carry (a feed made from the source, as kiji's stub's is, or an
/// excerpt that quotes it).
///
/// A line that is only syntax (a table row or rule, a code fence, a thematic break, a Qiita note's
/// `:::` line) has no prose; in other lines heading, quote and list markers, emphasis and code marks,
/// tags and the addresses of links and images are dropped, and a link keeps its text.
enum ExcerptProse {
    /// The first line of `excerpt` that has prose, as prose, trimmed; empty when none has. The
    /// lines of a fenced code block are code, not prose.
    static func firstLine(of excerpt: String) -> String {
        var inFence = false
        for line in TextLines.lines(of: excerpt) {
            let trimmed = line.trimmingWhitespaceAndNewlines()
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let prose = prose(of: trimmed)
            if !prose.isEmpty { return prose }
        }
        return ""
    }

    /// The prose of one trimmed line; empty for a line that is only syntax.
    static func prose(of line: String) -> String {
        if isOnlySyntax(line) { return "" }
        return inlineText(of: withoutBlockMarkers(line)).trimmingWhitespaceAndNewlines()
    }

    /// Whether the line is a table row or rule, a code fence, a thematic break or a note's `:::`.
    private static func isOnlySyntax(_ line: String) -> Bool {
        if line.hasPrefix("|") || line.hasPrefix("```") || line.hasPrefix("~~~") || line.hasPrefix(":::") { return true }
        let marks = line.filter { $0 != " " }
        return marks.count >= 3 && Set(marks).count == 1 && "-*_=".contains(marks.first!)
    }

    /// The line without the heading, quote and list markers that start it.
    private static func withoutBlockMarkers(_ line: String) -> Substring {
        var rest = Substring(line)
        while true {
            let before = rest
            if rest.hasPrefix(">") {
                rest = rest.dropFirst()
            } else if let hashes = rest.firstIndex(where: { $0 != "#" }), rest.first == "#", rest[hashes] == " " {
                rest = rest[hashes...]
            } else if ["- ", "* ", "+ "].contains(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(2)
            } else if let dot = rest.firstIndex(where: { !$0.isASCII || !$0.isNumber }), dot > rest.startIndex,
                [".", ")"].contains(rest[dot]), rest[rest.index(after: dot)...].first == " "
            {
                rest = rest[rest.index(after: dot)...]
            }
            rest = rest.drop(while: { $0 == " " })
            if rest == before { return rest }
        }
    }

    /// `text` without tags, emphasis and code marks, images, and links' addresses.
    private static func inlineText(of text: Substring) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if character == "<", let close = tagEnd(in: rest) {
                index = close
            } else if rest.hasPrefix("!["), let (_, after) = bracketed(in: text[text.index(after: index)...]) {
                index = after
            } else if character == "[", let (label, after) = bracketed(in: rest) {
                result += label
                index = after
            } else if rest.hasPrefix("**") || rest.hasPrefix("__") || rest.hasPrefix("~~") {
                index = text.index(index, offsetBy: 2)
            } else if character == "`" {
                index = text.index(after: index)
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }

    /// The end of a tag (`<a href=…>`, `</b>`, `<br/>`) that starts `text`; nil when it is no tag.
    private static func tagEnd(in text: Substring) -> Substring.Index? {
        var name = text.dropFirst()
        if name.first == "/" { name = name.dropFirst() }
        guard let first = name.first, first.isASCII, first.isLetter, let close = name.firstIndex(of: ">") else { return nil }
        guard name[..<close].allSatisfy({ $0 != "<" && $0 != "\n" }) else { return nil }
        return text.index(after: close)
    }

    /// A link's `[label](address)` at the start of `text`: the label and where the link ends.
    private static func bracketed(in text: Substring) -> (label: String, end: Substring.Index)? {
        guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].first == "(",
            let end = text[close...].firstIndex(of: ")")
        else { return nil }
        return (String(text[text.index(after: text.startIndex)..<close]), text.index(after: end))
    }
}
