/// An open code fence: its character and length, for the line-wise preprocessors that must leave code alone.
struct CodeFence {
    let character: UInt8
    let length: Int

    /// Reads a fence opening (at most three spaces, then three or more backticks or tildes).
    init?(opening line: ArraySlice<UInt8>) {
        guard let (character, length, rest) = CodeFence.run(in: line) else { return nil }
        if character == UInt8(ascii: "`") && rest.contains(UInt8(ascii: "`")) { return nil }
        self.character = character
        self.length = length
    }

    /// Whether the line closes this fence: the same character, at least as long, then only blanks.
    func isClosed(by line: ArraySlice<UInt8>) -> Bool {
        guard let (character, length, rest) = CodeFence.run(in: line) else { return false }
        return character == self.character && length >= self.length
            && rest.allSatisfy(LineBytes.isBlank)
    }

    /// The fence character, the length of its run and what follows, after at most three spaces.
    private static func run(in line: ArraySlice<UInt8>) -> (UInt8, Int, ArraySlice<UInt8>)? {
        let indent = line.prefix(while: { $0 == UInt8(ascii: " ") }).count
        guard indent <= 3 else { return nil }
        let body = line.dropFirst(indent)
        guard let character = body.first,
              character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        let length = body.prefix(while: { $0 == character }).count
        guard length >= 3 else { return nil }
        return (character, length, body.dropFirst(length))
    }
}
