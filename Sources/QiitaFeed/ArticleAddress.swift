import FoundationEssentials

/// The article an entry's link names: `SCHEME://HOST/USER/items/ITEMID`, on the feed's own host.
struct ArticleAddress {
    /// The item id.
    var itemID: String
    /// The author's login name.
    var userID: String
    /// The link, made absolute.
    var link: String

    /// What a link names: an article, or nothing kiji can open, and why.
    enum Reading {
        case article(ArticleAddress)
        case skipped(SkippedEntry.Reason)
    }

    /// The article `href` names, relative to `feedURL`, or why it names none kiji can open.
    static func read(_ href: String, feedURL: URL) -> Reading {
        guard let url = URL(string: href, relativeTo: feedURL)?.absoluteURL, let host = url.host, !host.isEmpty,
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return .skipped(.notAnArticle) }
        guard host.lowercased() == (feedURL.host ?? "").lowercased() else { return .skipped(.otherHost(host)) }
        let segments = url.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard segments.count == 3, segments[segments.startIndex + 1] == "items" else { return .skipped(.notAnArticle) }
        let user = segments[segments.startIndex]
        let item = segments[segments.startIndex + 2]
        guard isLogin(user), isItemID(item) else { return .skipped(.notAnArticle) }
        return .article(ArticleAddress(itemID: String(item), userID: String(user), link: url.absoluteString))
    }

    /// Qiita login names: letters, digits, `-` and `_`.
    private static func isLogin(_ text: Substring) -> Bool {
        (1...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// Item ids: letters and digits (20 hexadecimal digits on qiita.com).
    private static func isItemID(_ text: Substring) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(isAlphanumeric)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
