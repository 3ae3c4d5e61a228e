extension UnsafeBufferPointer<UInt8> {
    /// The index of the first byte for which `isWanted` gives 1 (it gives 0 for the others), read
    /// 64 bytes at a time while none is: `isWanted` must compute its answer without branches (with
    /// `ByteScan.bit` of comparisons joined by `|` and `&`), so that those blocks run vectorised.
    @inline(__always)
    func firstIndex(ofByte isWanted: (UInt8) -> UInt8) -> Int? {
        var start = 0
        while start + 64 <= count {
            var found: UInt8 = 0
            for index in start..<(start + 64) { found |= isWanted(self[index]) }
            if found != 0 { break }
            start += 64
        }
        return self[start...].firstIndex { isWanted($0) != 0 }
    }
}

/// Helpers for the predicates of `firstIndex(ofByte:)`.
enum ByteScan {
    /// 1 for true, 0 for false.
    @inline(__always)
    static func bit(_ condition: Bool) -> UInt8 { condition ? 1 : 0 }
}
