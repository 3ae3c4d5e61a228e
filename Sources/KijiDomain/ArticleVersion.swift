import FoundationEssentials

/// What tells one version of an article from another: when it was last changed and a digest of
/// its body, so that an edit the server dates the same is still seen.
public enum ArticleVersion {
    /// The version of `item`, as text to keep: `updatedAt`'s seconds and the body's FNV-1a 64 digest.
    public static func of(_ item: Item) -> String {
        let updated = item.updatedAt.map { String(Int64($0.timeIntervalSince1970.rounded())) } ?? "-"
        return updated + ":" + String(digest(item.body), radix: 16)
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
