/// Qiita-shaped Atom: the feed's head, then entries as Qiita writes them (a numeric `<id>`, an
/// alternate link, `<published>`, `<updated>`, `<title>`, an excerpt in `<content type="html">`,
/// `<author><name>`).
struct AtomWriter {
    /// One entry to write.
    struct Entry {
        var number: Int
        var link: String?
        var title: String
        var excerpt: String
        var author: String
        var published: Int
        var updated: Int
    }

    private(set) var text: String

    /// Starts a feed whose own id, address and title are these.
    init(feedID: String, alternate: String, selfLink: String, title: String, updated: Int) {
        text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xml:lang="ja-JP" xmlns="http://www.w3.org/2005/Atom">
              <id>tag:qiita.com,2005:\(Self.escape(feedID))</id>
              <link rel="alternate" type="text/html" href="\(Self.escape(alternate))"/>
              <link rel="self" type="application/atom+xml" href="\(Self.escape(selfLink))"/>
              <title>\(Self.escape(title))</title>
              <updated>\(QiitaJSON.isoDate(updated))</updated>

            """
    }

    /// Appends an entry.
    mutating func append(_ entry: Entry) {
        let link = entry.link.map { "\n    <link rel=\"alternate\" type=\"text/html\" href=\"\(Self.escape($0))\"/>" } ?? ""
        // Qiita escapes the excerpt's HTML once, then the XML escapes it again.
        text += """
              <entry>
                <id>tag:qiita.com,2005:PublicArticle/\(entry.number)</id>
                <published>\(QiitaJSON.isoDate(entry.published))</published>
                <updated>\(QiitaJSON.isoDate(entry.updated))</updated>\(link)
                <title>\(Self.escape(entry.title))</title>
                <content type="html">\(Self.escape(QiitaJSON.escapeHTML(entry.excerpt)))</content>
                <author>
                  <name>\(Self.escape(entry.author))</name>
                </author>
              </entry>

            """
    }

    /// The finished document.
    var bytes: [UInt8] { Array((text + "</feed>\n").utf8) }

    /// `text` escaped for XML, without the characters XML 1.0 cannot carry (C0 controls but tab,
    /// line feed and carriage return; U+FFFE, U+FFFF), as a real feed generator drops them.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
