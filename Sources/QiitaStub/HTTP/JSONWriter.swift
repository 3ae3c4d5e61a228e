/// Writes JSON straight into bytes, escaping every control character.
///
/// The stub writes its own JSON rather than sharing the client's models, so that a mistake on one
/// side is not silently mirrored on the other.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// One entry per open object or array: whether a value was written in it yet.
    private var hasValue: [Bool] = []

    /// Writes an object whose fields the closure adds with `field`.
    mutating func object(_ fields: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        hasValue.append(false)
        fields(&self)
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes an array with one element per element of `elements`, written by the closure.
    mutating func array<Element>(_ elements: some Sequence<Element>, _ write: (inout JSONWriter, Element) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        hasValue.append(false)
        for element in elements { write(&self, element) }
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// A string field of the open object, or `null` when nil.
    mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { appendString(value) } else { appendRaw("null") }
    }

    /// A number field of the open object, or `null` when nil.
    mutating func field(_ name: String, _ value: Int?) {
        key(name)
        appendRaw(value.map(String.init) ?? "null")
    }

    /// A boolean field of the open object.
    mutating func field(_ name: String, _ value: Bool) {
        key(name)
        appendRaw(value ? "true" : "false")
    }

    /// A field of the open object whose value (an object or array) the closure writes.
    mutating func field(_ name: String, _ write: (inout JSONWriter) -> Void) {
        key(name)
        hasValue.append(false)
        write(&self)
        hasValue.removeLast()
    }

    /// A string element of the open array.
    mutating func string(_ value: String) {
        separate()
        appendString(value)
    }

    private mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes the comma before every value of an open container but the first.
    private mutating func separate() {
        guard let last = hasValue.indices.last else { return }
        if hasValue[last] { bytes.append(UInt8(ascii: ",")) }
        hasValue[last] = true
    }

    private mutating func appendRaw(_ token: String) { bytes += token.utf8 }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [92, 34]
            case UInt8(ascii: "\\"): bytes += [92, 92]
            case 0x0A: bytes += [92, UInt8(ascii: "n")]
            case 0x0D: bytes += [92, UInt8(ascii: "r")]
            case 0x09: bytes += [92, UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                bytes += [92, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
