import Foundation
import LeanFoundation
import Testing

/// One-decimal text is what `String(format: "%.1f", …)` wrote for the byte counts it replaces.
struct DecimalTextTests {
    @Test func kibibytesAndMebibytes_matchPrintf_everywhereTheyRound() {
        let samples = Array(0...4096) + (0..<2000).map { $0 * 51_383 + 1_048_000 } + [1_048_575, 1_073_741_823, 5_000_000_000]
        for bytes in samples {
            #expect(DecimalText.oneDecimal(bytes, over: 1024) == String(format: "%.1f", Double(bytes) / 1024), "\(bytes) B")
            #expect(
                DecimalText.oneDecimal(bytes, over: 1024 * 1024) == String(format: "%.1f", Double(bytes) / 1024 / 1024), "\(bytes) B")
        }
    }

    @Test func halves_goToTheEvenTenth() {
        #expect(DecimalText.oneDecimal(1280, over: 1024) == "1.2")
        #expect(DecimalText.oneDecimal(1792, over: 1024) == "1.8")
        #expect(DecimalText.oneDecimal(1331, over: 1024) == "1.3")
        #expect(DecimalText.oneDecimal(1_048_575, over: 1024) == "1024.0")
    }

    @Test func negativeNumbers_keepTheirSign() {
        #expect(DecimalText.oneDecimal(-1536, over: 1024) == String(format: "%.1f", -1.5))
        #expect(DecimalText.oneDecimal(-40, over: 1024) == String(format: "%.1f", -40.0 / 1024))
    }
}
