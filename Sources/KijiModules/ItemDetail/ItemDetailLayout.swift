import TerminalUI

/// The detail screen's lines at a width: the header block, a rule, then the body.
enum ItemDetailLayout {
    static func lines(for model: ItemDetailViewModel, width: Int, theme: Theme) -> [StyledLine] {
        let name = model.authorName.isEmpty ? "" : " (\(model.authorName))"
        var tags = StyledLine()
        for (index, tag) in model.tags.enumerated() {
            if index > 0 { tags.append(StyledSpan("  ")) }
            tags.append(StyledSpan(text("#" + tag), style: theme[.tag], link: DetailLinkTarget.tagPrefix + tag))
        }
        var header = [
            StyledLine(text(model.title), style: theme[.title]),
            StyledLine([StyledSpan(text(model.authorLogin + name), style: theme[.author], link: DetailLinkTarget.author)]),
        ]
        if !model.tags.isEmpty { header.append(tags) }
        header.append(StyledLine(text("\(model.counts) · \(model.dates)"), style: theme[.dim]))
        if !model.url.isEmpty {
            header.append(StyledLine([StyledSpan(text(model.url), style: theme[.link], link: model.url)]))
        }
        let rule = StyledLine(DisplayText(sanitizing: String(repeating: "─", count: max(1, width))), style: theme[.dim])
        return TextLayout.wrap(header, toWidth: max(1, width)) + [rule, StyledLine()]
            + MarkdownLayout.lines(for: model.body, width: width, theme: theme).map(withoutAppTargets)
    }

    /// The line with every link target of kiji's own scheme removed: an article may link to
    /// `kiji:author`, but only the header's author and tag lines may navigate the app.
    private static func withoutAppTargets(_ line: StyledLine) -> StyledLine {
        guard line.spans.contains(where: { $0.link?.hasPrefix(DetailLinkTarget.scheme) == true }) else { return line }
        return StyledLine(line.spans.map { span in
            span.link?.hasPrefix(DetailLinkTarget.scheme) == true ? StyledSpan(span.text, style: span.style) : span
        })
    }

    /// Untrusted text, sanitised and on one line.
    private static func text(_ string: String) -> DisplayText {
        TextLayout.singleLine(DisplayText(sanitizing: string))
    }
}
