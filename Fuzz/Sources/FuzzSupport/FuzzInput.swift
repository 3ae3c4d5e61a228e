/// The bytes of one fuzz input, read from the front: a few control bytes, then the payload.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// The input libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))[...]
    }

    /// The next byte, or 0 once the input is used up.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number in `range` from the next two bytes (big-endian), so that seeds can name it exactly.
    public mutating func number(in range: ClosedRange<Int>) -> Int {
        let raw = Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % range.count
    }

    /// The bytes not yet read.
    public var rest: [UInt8] { Array(bytes) }

    /// The bytes not yet read as text, ill-formed UTF-8 repaired the way `String(decoding:)` does.
    public var restText: String { String(decoding: bytes, as: UTF8.self) }
}

/// Stops the run as a crash, so libFuzzer saves the input, when an invariant does not hold.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
