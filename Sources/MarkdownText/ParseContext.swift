/// What the builders of one document share: link numbers, the HTML parser and the protected math and mentions.
struct ParseContext {
    /// The link and image URLs numbered so far.
    var links = LinkRegistry()
    /// The parser that reads the document's HTML, piece by piece, in document order.
    let html = HTMLTokenizer()
    /// The math and mentions taken out of the source, and their tokens.
    let protected: ProtectedSpans
}
