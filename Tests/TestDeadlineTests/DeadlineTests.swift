import TestDeadline
import Testing

@Suite("finishing(within:): a hang ends as nil, not as a stall")
struct DeadlineTests {
    @Test func workThatEnds_givesItsValue() async {
        #expect(await finishing(within: .seconds(60)) { 42 } == 42)
    }

    @Test func workThatNeverEnds_givesNilOnceTheLimitPasses() async {
        let never = AsyncStream<Int>.makeStream()
        let value = await finishing(within: .milliseconds(200)) {
            for await number in never.stream { return number }
            return 0
        }
        #expect(value == nil)
        never.continuation.finish()
    }
}
