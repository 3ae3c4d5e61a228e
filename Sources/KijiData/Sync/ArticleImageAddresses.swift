import MarkdownText

/// The addresses of the images an article shows as pictures: those standing alone in their
/// paragraph, anywhere in the article (quotes, lists, notes and folded sections included), once
/// each, in reading order.
enum ArticleImageAddresses {
    /// The picture addresses of the Markdown `body`.
    static func of(_ body: String) -> [String] {
        var seen: Set<String> = []
        var addresses: [String] = []
        collect(MarkdownParser.parse(body).blocks) { address in
            if seen.insert(address).inserted { addresses.append(address) }
        }
        return addresses
    }

    private static func collect(_ blocks: [Block], into found: (String) -> Void) {
        for block in blocks {
            switch block {
            case .image(_, let url, _, _): found(url)
            case .quote(let inner), .note(_, let inner): collect(inner, into: found)
            case .list(let list): list.items.forEach { collect($0.blocks, into: found) }
            case .details(let details): collect(details.blocks, into: found)
            case .heading, .paragraph, .code, .table, .thematicBreak, .math, .linkCard: break
            }
        }
    }
}
