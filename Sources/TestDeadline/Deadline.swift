/// The value `work` gives, or nil when `limit` passes first.
///
/// Work that hangs is left running and never awaited, so a test that hangs ends with a failure
/// (the caller's `#require` of the value) instead of stalling the run. The limit is a safety net
/// against a hang, never a measure of speed: set it far above the work's usual time.
public func finishing<Value: Sendable>(
    within limit: Duration, _ work: @escaping @Sendable () async -> Value
) async -> Value? {
    let (outcomes, outcome) = AsyncStream.makeStream(of: Value?.self)
    Task { outcome.yield(await work()) }
    let timer = Task {
        try? await Task.sleep(for: limit)
        outcome.yield(nil)
    }
    defer { timer.cancel() }
    for await first in outcomes { return first }
    return nil
}
