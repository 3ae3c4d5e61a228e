import FoundationEssentials
import Glibc

/// When and how long to wait before repeating a failed GET.
public struct RetryPolicy: Sendable, Hashable {
    /// Retries after the first attempt; at most this many.
    public var maxRetries: Int
    /// The wait before the first retry, doubled for each further one.
    public var initialDelay: Double
    /// The longest back-off wait, before jitter.
    public var maxDelay: Double
    /// The fraction of each back-off wait that is random, so that clients spread out.
    public var jitter: Double
    /// The longest a server may ask us to wait (`Retry-After`, `Rate-Reset`) and still be obeyed;
    /// a longer wait fails at once with a message saying when to try again.
    public var maxServerRequestedWait: Double

    /// Three retries from 0.5 s doubling to at most 8 s with 20 % jitter; server waits up to 10 s.
    public static let standard = RetryPolicy(
        maxRetries: 3, initialDelay: 0.5, maxDelay: 8, jitter: 0.2, maxServerRequestedWait: 10)

    /// Never retries.
    public static let never = RetryPolicy(
        maxRetries: 0, initialDelay: 0, maxDelay: 0, jitter: 0, maxServerRequestedWait: 0)

    /// Creates a policy.
    public init(maxRetries: Int, initialDelay: Double, maxDelay: Double, jitter: Double, maxServerRequestedWait: Double) {
        self.maxRetries = maxRetries
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.maxServerRequestedWait = maxServerRequestedWait
    }

    /// The exponential back-off wait before retry number `retry` (0 for the first), with jitter.
    func backoff(beforeRetry retry: Int) -> Double {
        let base = min(initialDelay * pow(2, Double(retry)), maxDelay)
        return base * (1 - jitter) + base * jitter * Double.random(in: 0...1)
    }

    /// HTTP statuses worth repeating: 408, 429, 500, 502, 503 and 504.
    static func isRetryable(status: Int) -> Bool {
        [408, 429, 500, 502, 503, 504].contains(status)
    }

    /// Transport failures worth repeating: the timeouts.
    static func isRetryable(_ failure: TransportFailure) -> Bool {
        failure == .timedOut || failure == .tooSlow
    }
}
