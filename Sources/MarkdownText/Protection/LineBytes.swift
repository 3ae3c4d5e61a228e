/// What the line-wise preprocessors ask of a source line's bytes.
enum LineBytes {
    /// Whether the byte is a space, a tab or a carriage return.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
