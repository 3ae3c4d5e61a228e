import Testing

@testable import TerminalUI

/// Colour pairs: one number per combination, reused when the terminal's pairs run out.
struct ColorPairTableTests {
    private func key(_ foreground: UInt8, _ background: UInt8) -> ColorPairTable.Key {
        ColorPairTable.Key(foreground: .palette(foreground), background: .palette(background))
    }

    @Test func aCombination_keepsTheNumberItWasGiven() {
        var table = ColorPairTable(capacity: 10)
        #expect(table.number(for: key(1, 2), inUse: { [] }) == .new(1))
        #expect(table.number(for: key(3, 4), inUse: { [] }) == .new(2))
        #expect(table.number(for: key(1, 2), inUse: { [] }) == .known(1))
    }

    @Test func whenTheNumbersRunOut_thoseNotOnScreenAreReused_andOnScreenOnesKept() {
        var table = ColorPairTable(capacity: 3)
        for index in 0..<3 { _ = table.number(for: key(UInt8(index), 0), inUse: { [] }) }
        var asked = 0
        let answer = table.number(for: key(9, 9), inUse: {
            asked += 1
            return [self.key(0, 0), self.key(2, 0)]
        })
        #expect(answer == .new(2))
        #expect(asked == 1)
        #expect(table.number(for: key(0, 0), inUse: { [] }) == .known(1))
        #expect(table.number(for: key(2, 0), inUse: { [] }) == .known(3))
        #expect(table.count == 3)
        #expect(table.evictions == 1)
    }

    @Test func whenEveryNumberIsOnScreen_aNewCombinationGetsNone() {
        var table = ColorPairTable(capacity: 2)
        _ = table.number(for: key(1, 1), inUse: { [] })
        _ = table.number(for: key(2, 2), inUse: { [] })
        #expect(table.number(for: key(3, 3), inUse: { [self.key(1, 1), self.key(2, 2)] }) == .full)
        #expect(table.number(for: key(1, 1), inUse: { [] }) == .known(1))
    }

    @Test func thousandsOfCombinationsOverTime_neverNeedMoreThanTheCapacity() {
        var table = ColorPairTable(capacity: 64)
        var onScreen: Set<ColorPairTable.Key> = []
        for frame in 0..<100 {
            onScreen = Set((0..<40).map { key(UInt8(frame % 200), UInt8($0)) })
            for combination in onScreen {
                let answer = table.number(for: combination, inUse: { onScreen })
                #expect(answer != .full)
            }
        }
        #expect(table.count <= 64)
        #expect(table.evictions > 0)
    }
}
