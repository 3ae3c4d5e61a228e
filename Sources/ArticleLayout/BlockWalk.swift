import MarkdownText

/// Visits a document's blocks in the order layout meets them: each block, then the blocks inside
/// it, the body first and then the footnotes.
enum BlockWalk {
    /// What `pick` takes from the blocks of `document`, in order.
    static func collect<Found>(_ document: Document, _ pick: (Block) -> Found?) -> [Found] {
        var found: [Found] = []
        visit(document) { block in pick(block).map { found.append($0) } }
        return found
    }

    /// How many blocks of `blocks`, at any depth, `isCounted` holds for.
    static func count(in blocks: [Block], where isCounted: (Block) -> Bool) -> Int {
        var count = 0
        visit(blocks) { if isCounted($0) { count += 1 } }
        return count
    }

    /// Calls `visit` with every block of `document`, at any depth.
    static func visit(_ document: Document, _ visit: (Block) -> Void) {
        self.visit(document.blocks + document.footnotes.flatMap(\.blocks), visit)
    }

    /// Calls `visit` with every block of `blocks`, at any depth.
    static func visit(_ blocks: [Block], _ visit: (Block) -> Void) {
        for block in blocks {
            visit(block)
            switch block {
            case .quote(let inner), .note(_, let inner): self.visit(inner, visit)
            case .list(let list): self.visit(list.items.flatMap(\.blocks), visit)
            case .details(let details): self.visit(details.blocks, visit)
            case .heading, .paragraph, .code, .table, .thematicBreak, .image, .math, .linkCard: break
            }
        }
    }
}
