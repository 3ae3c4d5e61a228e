import KijiDomain
import Synchronization
import Testing

@testable import KijiData

/// `SharedDownloads` with scripted work: the cap, sharing one address, callers leaving.
@Suite("SharedDownloads")
struct SharedDownloadsTests {
    /// Work that counts how many run at once and waits until released.
    final class Gate: Sendable {
        private let state = Mutex((running: 0, peak: 0, started: 0, cancelled: 0))

        var peak: Int { state.withLock { $0.peak } }
        var started: Int { state.withLock { $0.started } }
        var cancelled: Int { state.withLock { $0.cancelled } }

        func work(_ value: UInt8, holding seconds: Double) -> SharedDownloads.Work {
            { () async throws(LoadError) -> [UInt8] in
                self.state.withLock {
                    $0.running += 1
                    $0.started += 1
                    $0.peak = max($0.peak, $0.running)
                }
                defer { self.state.withLock { $0.running -= 1 } }
                do {
                    try await Task.sleep(for: .seconds(seconds))
                } catch {
                    self.state.withLock { $0.cancelled += 1 }
                    throw LoadError(kind: .cancelled, message: "cancelled")
                }
                return [value]
            }
        }
    }

    @Test func twelveKeys_runAtMostThreeAtOnce_whenTheCapIsThree() async throws {
        let downloads = SharedDownloads(maxConcurrent: 3)
        let gate = Gate()
        let values = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for index in 0..<12 {
                group.addTask { try await downloads.bytes(for: "\(index)", work: gate.work(UInt8(index), holding: 0.05)) }
            }
            return try await group.reduce(into: Set<[UInt8]>()) { $0.insert($1) }
        }
        #expect(values == Set((0..<12).map { [UInt8($0)] }))
        #expect(gate.peak == 3)
        #expect(gate.started == 12)
    }

    @Test func oneCallerLeaving_cancelsNothingForTheOthers() async throws {
        let downloads = SharedDownloads(maxConcurrent: 4)
        let gate = Gate()
        let leaving = Task { try await downloads.bytes(for: "k", work: gate.work(7, holding: 0.3)) }
        let staying = Task { try await downloads.bytes(for: "k", work: gate.work(8, holding: 0.3)) }
        while gate.started == 0 { try await Task.sleep(for: .milliseconds(5)) }
        leaving.cancel()
        let left = await leaving.result
        #expect(throws: LoadError.self) { try left.get() }
        #expect(try await staying.value == [7])
        #expect(gate.started == 1 && gate.cancelled == 0)
    }

    @Test func lastCallerLeaving_cancelsTheWork_andFreesItsSlot() async throws {
        let downloads = SharedDownloads(maxConcurrent: 1)
        let gate = Gate()
        let abandoned = Task { try await downloads.bytes(for: "slow", work: gate.work(1, holding: 30)) }
        while gate.started == 0 { try await Task.sleep(for: .milliseconds(5)) }
        abandoned.cancel()
        _ = await abandoned.result
        #expect(try await downloads.bytes(for: "next", work: gate.work(2, holding: 0)) == [2])
        #expect(gate.cancelled == 1)
    }

    @Test func callerCancelledWhileQueued_leavesTheQueueAtOnce() async throws {
        let downloads = SharedDownloads(maxConcurrent: 1)
        let gate = Gate()
        let holder = Task { try await downloads.bytes(for: "holder", work: gate.work(1, holding: 0.5)) }
        while gate.started == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let queued = Task { try await downloads.bytes(for: "queued", work: gate.work(2, holding: 0)) }
        try await Task.sleep(for: .milliseconds(20))
        queued.cancel()
        let result = await queued.result
        #expect(throws: LoadError.self) { try result.get() }
        #expect(try await holder.value == [1])
        #expect(gate.started == 1)
    }
}
