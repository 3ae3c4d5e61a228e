import Glibc

extension String {
    /// Whether `other` occurs in this text byte for byte.
    ///
    /// Foundation's `contains(_:)` searches through NSString on Linux, where each character it
    /// reads costs a walk from the start of a native string (quadratic in an article's length),
    /// and the standard library's generic `firstRange(of:)` spends more on generic metadata than
    /// on comparing. UTF-8 is self-synchronising, so the bytes of `other` stand only where its
    /// scalars do (grapheme clusters are not considered).
    public func containsBytes(of other: String) -> Bool {
        var text = self
        var pattern = other
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in Self.occurs(needle, in: haystack) }
        }
    }

    /// Whether `needle` occurs in `haystack`: libc's `memchr` finds each place its first byte stands,
    /// many times faster than a loop over the bytes, and the rest is compared there.
    private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count, let base = haystack.baseAddress else { return false }
        var start = 0
        while start <= haystack.count - needle.count,
              let found = memchr(base + start, Int32(first), haystack.count - needle.count + 1 - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            start = index + 1
        }
        return false
    }
}
