import MarkdownText

/// Which foldable sections (`<details>`) of an article are open.
///
/// Sections are numbered from 0 in document order: the body's blocks first, depth first (a section
/// before the sections inside it), then the footnotes. The number is what `ArticleLink.details`
/// carries. The state belongs to whoever shows the article; layout only reads it.
public struct ArticleFolding: Hashable, Sendable {
    /// The numbers of the open sections.
    public var openSections: Set<Int>

    /// A state with the given sections open.
    public init(openSections: Set<Int> = []) {
        self.openSections = openSections
    }

    /// The state an article starts in: only the sections written `<details open>` are open.
    public static func initial(for document: Document) -> ArticleFolding {
        let sections = DetailsSections.all(in: document)
        return ArticleFolding(openSections: Set(sections.indices.filter { sections[$0].isOpen }))
    }

    /// Every section of `document` open.
    public static func allOpen(in document: Document) -> ArticleFolding {
        ArticleFolding(openSections: Set(DetailsSections.all(in: document).indices))
    }

    /// Whether section `number` is open.
    public func isOpen(_ number: Int) -> Bool {
        openSections.contains(number)
    }

    /// Opens section `number` if it is closed, closes it if it is open.
    public mutating func toggle(_ number: Int) {
        if openSections.remove(number) == nil { openSections.insert(number) }
    }
}

/// Finds the foldable sections of a document in the order `ArticleFolding` numbers them.
enum DetailsSections {
    /// Every section, in numbering order.
    static func all(in document: Document) -> [DetailsBlock] {
        BlockWalk.collect(document) { if case .details(let details) = $0 { details } else { nil } }
    }

    /// How many sections `blocks` hold, at any depth.
    static func count(in blocks: [Block]) -> Int {
        BlockWalk.count(in: blocks) { if case .details = $0 { true } else { false } }
    }
}
