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

    /// The end of the run that starts at `start` in `text`, a character boundary: `start` itself
    /// when none does. A run's last character stays out of it when a non-ASCII scalar follows, which
    /// may join it in one grapheme cluster.
    static func end(in text: String, from start: String.Index) -> String.Index {
        guard start < text.endIndex, isRunByte(text.utf8[start]) == 1 else { return start }
        var bytes = text
        let first = text.utf8.distance(from: text.startIndex, to: start)
        let length = bytes.withUTF8 { buffer in
            let rest = UnsafeBufferPointer(rebasing: buffer[first...])
            var end = rest.firstIndex { isRunByte($0) ^ 1 } ?? rest.count
            if end > 0, end < rest.count, rest[end] >= 0x80 { end -= 1 }
            return end
        }
        return text.utf8.index(start, offsetBy: length)
    }
}
