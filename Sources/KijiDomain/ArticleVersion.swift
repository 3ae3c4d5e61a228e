import FoundationEssentials

/// What tells one version of an article from another, to keep with where the reader left it.
///
/// Qiita moves an item's `updated_at` on every edit, so the date is the version when the API sends
/// one; a digest of the body stands in when it does not. The body is not compared beside a date:
/// the demo's bodies name the port its stub took, which changes from run to run.
public enum ArticleVersion {
    /// The version of `item`, as text to keep: `updated:` and `updatedAt`'s seconds, else `body:`
    /// and the body's FNV-1a 64 digest in hexadecimal.
    public static func of(_ item: Item) -> String {
        if let updatedAt = item.updatedAt { return "updated:" + String(Int64(updatedAt.timeIntervalSince1970.rounded())) }
        return "body:" + String(digest(item.body), radix: 16)
    }

    /// The FNV-1a 64-bit digest of `text`'s UTF-8 bytes; the same in every process, unlike `Hasher`.
    static func digest(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
