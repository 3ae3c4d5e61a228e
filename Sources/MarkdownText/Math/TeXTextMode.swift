/// The argument of `\text{…}` as a reader sees it: TeX's text-mode escapes resolved, braces dropped.
enum TeXTextMode {
    /// `text` with `\#`-style escapes as their characters, `\ ` and `~` as spaces and grouping braces removed;
    /// any other command is kept as written.
    static func render(_ text: String) -> String {
        var rendered = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "{", "}": continue
            case "~": rendered.append(" ")
            case "\\":
                guard let escaped = scalars.next() else {
                    rendered.append(scalar)
                    continue
                }
                if escapedCharacters.contains(escaped) {
                    rendered.append(escaped)
                } else if escaped == " " || escaped == "," {
                    rendered.append(" ")
                } else {
                    rendered.append(scalar)
                    rendered.append(escaped)
                }
            default: rendered.append(scalar)
            }
        }
        return String(rendered)
    }

    private static let escapedCharacters: Set<Unicode.Scalar> = ["#", "$", "%", "&", "_", "{", "}"]
}
