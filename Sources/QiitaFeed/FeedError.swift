/// Why a feed could not be read at all.
public enum FeedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The answer was empty.
    case empty
    /// The answer is larger than the parser reads.
    case tooLarge(bytes: Int, limit: Int)
    /// The answer is a web page, not a feed (an error page sent with status 200, say).
    case webPage
    /// The answer is not well-formed XML; `line` (0 when unknown) and libxml2's `reason` say where.
    case malformed(line: Int, reason: String)
    /// The document declares a DOCTYPE, which an Atom feed never has; it was not read further.
    case doctype
    /// The document is XML, but its root element is not an Atom `<feed>`.
    case notAtom(root: String)
    /// libxml2 ran out of memory.
    case outOfMemory

    /// One sentence for the status line.
    public var description: String {
        switch self {
        case .empty:
            "The feed's answer was empty."
        case .tooLarge(let bytes, let limit):
            "The feed is \(Self.megabytes(bytes)), more than the \(Self.megabytes(limit)) kiji reads, so it was not read."
        case .webPage:
            "The feed's address answered with a web page, not an Atom feed."
        case .malformed(let line, _):
            line > 0 ? "The feed is not well-formed XML (line \(line))." : "The feed is not well-formed XML."
        case .doctype:
            "The feed declares a DOCTYPE, which an Atom feed never has, so it was not read."
        case .notAtom:
            "The feed's address answered with XML that is not an Atom feed."
        case .outOfMemory:
            "There was not enough memory to read the feed."
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
