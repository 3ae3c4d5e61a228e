/// A tiny, fast, seedable random number generator (SplitMix64), so the corpus is the same every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator for one slot of the corpus, mixed from the seed and the slot's numbers.
    init(seed: UInt64, _ parts: UInt64...) {
        var state = seed
        for part in parts { state = Self.mix(state &+ 0x9E37_79B9_7F4A_7C15 &* (part &+ 1)) }
        self.state = state
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// One element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T { elements[Int(next() % UInt64(elements.count))] }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
