/// The curses colour pairs a screen's styles use: one number per foreground and background
/// combination, handed out once and given back when the terminal's pairs run out.
///
/// Pictures drawn in colour blocks can use thousands of combinations, and a terminal has a fixed
/// number of pairs (64 on the console, 32767 or 65536 on most others). When every number is
/// taken, the numbers of combinations that no cell on the screen uses any more are freed and
/// reused; a combination that still finds none is drawn in the terminal's own colours.
struct ColorPairTable {
    /// A foreground and background combination.
    struct Key: Hashable {
        let foreground: Color
        let background: Color
    }

    /// What ``number(for:inUse:)`` found.
    enum Answer: Equatable {
        /// The combination already has this number.
        case known(Int32)
        /// The combination was given this number now; the caller defines the pair.
        case new(Int32)
        /// Every number is in use on the screen.
        case full
    }

    /// The most pairs used, pair 0 (the terminal's colours) left out.
    let capacity: Int
    private var numbers: [Key: Int32] = [:]
    private var freed: [Int32] = []
    private var nextUnused: Int32 = 1
    /// How many times numbers were taken back, for tests and benchmarks.
    private(set) var evictions = 0

    /// A table of pairs 1 to `capacity`.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many combinations have a number now.
    var count: Int { numbers.count }

    /// The pair number of `key`; when none is left, frees those of the combinations not in
    /// `inUse()` (asked only then) and tries again.
    mutating func number(for key: Key, inUse: () -> Set<Key>) -> Answer {
        if let known = numbers[key] { return .known(known) }
        if freed.isEmpty, Int(nextUnused) > capacity {
            let used = inUse()
            for (combination, number) in numbers where !used.contains(combination) {
                numbers[combination] = nil
                freed.append(number)
            }
            evictions += 1
        }
        let number: Int32
        if let reused = freed.popLast() {
            number = reused
        } else if Int(nextUnused) <= capacity {
            number = nextUnused
            nextUnused += 1
        } else {
            return .full
        }
        numbers[key] = number
        return .new(number)
    }

    /// Forgets every number (the terminal's pairs were reset).
    mutating func removeAll() {
        numbers = [:]
        freed = []
        nextUnused = 1
    }
}
