import KijiModules
import TerminalUI

/// The man page's KEYS section (mdoc) from the same key tables as docs/keys.md.
public enum KeysManual {
    /// The `.Sh KEYS` section for `screens`.
    public static func section(_ screens: [ScreenKind] = KeyReference.screens) -> String {
        var lines = [
            ".Sh KEYS",
            "Every key of every screen, as",
            ".Ic ?\\&",
            "lists them. The name after each is the action",
            ".Pa config.toml Ns 's",
            ".Ic [keys]",
            "table rebinds.",
        ]
        for screen in screens {
            lines += [".Ss \(text(screen.title))", text(screen.summary.replacing("`", with: "")), ".Bl -tag -width Ds -compact"]
            for entry in screen.help.entries {
                lines.append(".It Sy " + entry.keys.map { "\\&" + escaped($0) }.joined(separator: " "))
                lines.append(text(entry.description))
                if let name = entry.name { lines.append(".Pq Cm \(name)") }
            }
            lines.append(".El")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A text line: a leading `\&` so that no word is read as a request, backslashes escaped.
    private static func text(_ line: String) -> String { "\\&" + escaped(line) }

    private static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\e").replacing("\"", with: "\\(dq")
    }
}
