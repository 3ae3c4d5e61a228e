extension String {
    /// Whether `other` occurs in this text byte for byte.
    ///
    /// Foundation's `contains(_:)` searches through NSString on Linux, where each character it
    /// reads costs a walk from the start of a native string (quadratic in an article's length),
    /// and the standard library's generic `firstRange(of:)` spends more on generic metadata than
    /// on comparing. The tokens searched for here are ASCII, so comparing UTF-8 bytes is exact.
    func containsBytes(of other: String) -> Bool {
        var text = self
        var pattern = other
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in Self.occurs(needle, in: haystack) }
        }
    }

    private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            var matched = 0
            while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
            start += 1
        }
        return false
    }
}
