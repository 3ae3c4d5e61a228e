import TerminalUI

/// Lays out a link card, Qiita's box for a paragraph that is only a URL, as one line:
/// `🔗 host/path`, cut with `…` to the width, linking to the URL.
enum MarkdownLinkCard {
    /// The card's line for `url`.
    static func line(for url: String, width: Int, style: Style) -> StyledLine {
        let card = MarkdownSpans.line("🔗 " + shown(url), style, link: MarkdownSpans.target(ofURL: url))
        return card.width > width ? TextLayout.truncate(card, toWidth: width) : card
    }

    /// The host and path of `url`: without the scheme, the query, the fragment and a lone `/`.
    static func shown(_ url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasSuffix("/"), rest.dropLast().contains("/") == false { rest = rest.dropLast() }
        return rest.isEmpty ? url : String(rest)
    }
}
