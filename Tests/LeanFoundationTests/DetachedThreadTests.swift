import Foundation
import LeanFoundation
import Synchronization
import Testing

/// A detached thread runs its work apart from the caller, under its name.
struct DetachedThreadTests {
    @Test func body_runsOnAnotherThread_withTheNameCutTo15Bytes() async throws {
        let seen = Mutex<(name: String, thread: pthread_t?)?>(nil)
        let caller = pthread_self()
        let started = DetachedThread.start(name: "kiji.test-thread-name") {
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            seen.withLock { $0 = (name, pthread_self()) }
        }
        #expect(started)
        let deadline = Date().addingTimeInterval(10)
        while seen.withLock({ $0 == nil }), Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        let result = seen.withLock { $0 }
        #expect(result?.name == "kiji.test-threa\n")
        #expect(result.flatMap(\.thread).map { pthread_equal($0, caller) == 0 } == true)
    }
}
