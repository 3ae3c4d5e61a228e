/// Runs of ASCII characters that wrapping can take whole: letters, digits and the symbols
/// `#&*<=>@^_`~`, UAX #14 classes AL and NU. No line breaks between two of them (LB23, LB25, LB28),
/// each is one column and one grapheme cluster, and kinsoku concerns none, so a line that holds
/// nothing but a run's characters is full after as many as it is wide, wherever the run stands.
enum PlainRun {
    /// 1 when `byte` is a run's character, 0 otherwise, computed without branches.
    @inline(__always)
    static func isRunByte(_ byte: UInt8) -> UInt8 {
        let bit = ByteScan.bit
        let ranges = bit(byte &- 0x30 < 10) | bit(byte &- 0x3C < 3) | bit(byte &- 0x40 < 27) | bit(byte &- 0x5E < 29)
        return ranges | bit(byte == 0x23) | bit(byte == 0x26) | bit(byte == 0x2A) | bit(byte == 0x7E)
    }

    /// The first run of at least `minimum` characters in `text` from `start` (a character boundary)
    /// on, starting and ending on character boundaries: a non-ASCII scalar before a run may be one
    /// that joins the next character (a prepended concatenation mark), and one after it may join the
    /// character before it (a combining mark), so those characters stay out of the run.
    ///
    /// Only every `minimum`th byte is read where none is a run's: a run that long takes in one of
    /// them, wherever it starts.
    static func first(in text: String, from start: String.Index, minimum: Int) -> Range<String.Index>? {
        var bytes = text
        let from = text.utf8.distance(from: text.startIndex, to: start)
        let found: Range<Int>? = bytes.withUTF8 { buffer in
            var candidate = from
            while candidate + minimum <= buffer.count {
                let probe = candidate + minimum - 1
                guard isRunByte(buffer[probe]) == 1 else {
                    candidate = probe + 1
                    continue
                }
                var lower = probe
                while lower > candidate, isRunByte(buffer[lower - 1]) == 1 { lower -= 1 }
                if lower > from, buffer[lower - 1] >= 0x80 { lower += 1 }
                let after = UnsafeBufferPointer(rebasing: buffer[probe...])
                var upper = probe + (after.firstIndex { isRunByte($0) ^ 1 } ?? after.count)
                if upper < buffer.count, buffer[upper] >= 0x80 { upper -= 1 }
                if upper - lower >= minimum { return lower..<upper }
                candidate = max(upper, probe) + 1
            }
            return nil
        }
        guard let found else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: found.lowerBound)
        return lower..<text.utf8.index(lower, offsetBy: found.count)
    }
}
