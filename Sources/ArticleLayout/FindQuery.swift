/// What the find in an article looks for: the words folded as ``FindFolding`` says, every run of
/// white space one space, and whether ASCII case counts (smart case: only when a capital is typed).
public struct FindQuery: Sendable, Equatable {
    /// The folded scalars, a space between words.
    let scalars: [Unicode.Scalar]
    /// Whether `A` and `a` differ: the query has an ASCII capital, full-width ones included.
    let isCaseSensitive: Bool

    /// The query of `text`; nil when it has nothing but white space.
    public init?(_ text: String) {
        var folded: [Unicode.Scalar] = []
        for character in text {
            if character.isWhitespace {
                if let last = folded.last, last != " " { folded.append(" ") }
            } else {
                FindFolding.fold(character, into: &folded)
            }
        }
        if folded.last == " " { folded.removeLast() }
        guard !folded.isEmpty else { return nil }
        scalars = folded
        isCaseSensitive = folded.contains { ("A"..."Z").contains($0) }
    }

    /// Whether the text's folded `scalar` is the query's `wanted`.
    @inline(__always)
    func matches(_ scalar: Unicode.Scalar, _ wanted: Unicode.Scalar) -> Bool {
        scalar == wanted || (!isCaseSensitive && ("A"..."Z").contains(scalar) && scalar.value + 32 == wanted.value)
    }
}
