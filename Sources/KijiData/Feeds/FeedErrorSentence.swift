import Localization
import QiitaFeed

/// The sentence a user reads for a feed that could not be read, in their language.
///
/// QiitaFeed knows nothing of kiji's catalog, so its own `description` stays English (kept as the
/// detail); kiji's words are made here from its cases.
enum FeedErrorSentence {
    /// The sentence for `error`.
    static func of(_ error: FeedError) -> String {
        switch error {
        case .empty:
            tr("The feed's answer was empty.")
        case .tooLarge(let bytes, let limit):
            tr("The feed is {size}, more than the {limit} kiji reads, so it was not read.", ["size": megabytes(bytes), "limit": megabytes(limit)])
        case .webPage:
            tr("The feed's address answered with a web page, not an Atom feed.")
        case .malformed(let line, _) where line > 0:
            tr("The feed is not well-formed XML (line {line}).", ["line": String(line)])
        case .malformed:
            tr("The feed is not well-formed XML.")
        case .doctype:
            tr("The feed declares a DOCTYPE, which an Atom feed never has, so it was not read.")
        case .notAtom:
            tr("The feed's address answered with XML that is not an Atom feed.")
        case .outOfMemory:
            tr("There was not enough memory to read the feed.")
        }
    }

    /// Bytes as megabytes with one decimal, as QiitaFeed writes them.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
