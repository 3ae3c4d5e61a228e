import MarkdownText

/// The highlights known for code blocks, by block content and language; layout draws a block
/// without one in plain code.
public struct CodeHighlights: Sendable, Equatable {
    private var byRequest: [CodeHighlightRequest: CodeHighlight]

    /// No highlights: every block plain.
    public static let none = CodeHighlights()

    /// Creates highlights from known ones.
    public init(_ byRequest: [CodeHighlightRequest: CodeHighlight] = [:]) {
        self.byRequest = byRequest
    }

    /// The highlight of `block`, if known.
    public subscript(block: CodeBlock) -> CodeHighlight? {
        CodeHighlightRequest(block: block).flatMap { byRequest[$0] }
    }

    /// How many blocks have a highlight.
    public var count: Int { byRequest.count }

    /// Adds or replaces the highlight for `request`.
    public mutating func set(_ highlight: CodeHighlight, for request: CodeHighlightRequest) {
        byRequest[request] = highlight
    }

    /// These highlights with `other`'s added.
    public func merging(_ other: CodeHighlights) -> CodeHighlights {
        CodeHighlights(byRequest.merging(other.byRequest) { _, new in new })
    }
}
