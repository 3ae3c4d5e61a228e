import CCurl
import FoundationEssentials
import LeanFoundation
import Synchronization

/// The dedicated thread that drives one libcurl multi handle.
///
/// Other threads never call libcurl on the multi handle: they queue a command and wake the loop
/// with `curl_multi_wakeup`. The loop adds and removes easy handles, performs, reads finished
/// transfers and polls. Connections stay in the multi handle's cache, so consecutive requests to
/// one host reuse one connection.
///
/// The first command starts the thread, which loads libcurl (``CurlLibrary``) before anything
/// else, so a process that never sends a request never loads it. When libcurl cannot be loaded,
/// every transfer fails with ``TransportFailure/libcurlUnavailable``.
final class CurlMultiLoop: @unchecked Sendable {
    private enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
        case stop
    }

    /// A multi handle, which any thread may wake with `curl_multi_wakeup`.
    private struct MultiHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// What the loop thread shares with the threads that queue commands.
    private struct Shared {
        var commands: [Command] = []
        var started = false
        /// The multi handle, once the loop thread has made one.
        var multi: MultiHandle?
        /// Why libcurl cannot be used, once the loop thread has found that out.
        var unavailableReason: String?
    }

    private let configuration: TransportConfiguration
    private let libraryProblem: @Sendable () -> String?
    private let shared = Mutex(Shared())
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// Creates the loop; its thread asks `libraryProblem` whether libcurl can be used (nil: it can).
    init(
        configuration: TransportConfiguration,
        libraryProblem: @escaping @Sendable () -> String? = { CurlLibrary.unavailableReason }
    ) {
        self.configuration = configuration
        self.libraryProblem = libraryProblem
    }

    /// Queues a transfer; its completion is called exactly once, on the loop thread unless
    /// libcurl is known to be unavailable.
    func submit(_ transfer: CurlTransfer) { enqueue(.add(transfer)) }

    /// Aborts a transfer if it is still running; its completion reports ``TransportFailure/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancelRequested.store(true, ordering: .sequentiallyConsistent)
        enqueue(.cancel(transfer))
    }

    /// Ends the thread, if it started; transfers still running complete as cancelled.
    func stop() { enqueue(.stop) }

    /// Queues `command` and wakes the loop, starting its thread on the first command. The wake-up
    /// happens under the lock, so it never reaches a multi handle the loop has cleaned up.
    private func enqueue(_ command: Command) {
        enum Next { case start, fail(String), none }
        let next = shared.withLock { shared -> Next in
            if let reason = shared.unavailableReason { return .fail(reason) }
            if case .stop = command, !shared.started { return .none }
            shared.commands.append(command)
            if let multi = shared.multi { kiji_curl_multi_wakeup(multi.pointer) }
            if shared.started { return .none }
            shared.started = true
            return .start
        }
        switch next {
        case .start:
            if !DetachedThread.start(name: "kiji.curl", { [self] in run() }) {
                failQueued(because: "no thread could be started for libcurl")
            }
        case .fail(let reason):
            if case .add(let transfer) = command { transfer.completion(.failure(unavailable(transfer, reason))) }
        case .none:
            break
        }
    }

    private func run() {
        let multi: UnsafeMutableRawPointer
        switch makeMultiHandle() {
        case .success(let handle): multi = handle
        case .failure(let failure): return failQueued(because: failure.reason)
        }
        shared.withLock { $0.multi = MultiHandle(pointer: multi) }
        var running: Int32 = 0
        while handleCommands(multi) {
            kiji_curl_multi_perform(multi, &running)
            collectFinished(multi)
            kiji_curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        for transfer in active.values { finish(transfer, on: multi, with: .failure(cancelled(transfer))) }
        shared.withLock { $0.multi = nil }
        kiji_curl_multi_cleanup(multi)
    }

    /// Why the loop has no multi handle.
    private struct NoMultiHandle: Error {
        let reason: String
    }

    /// Loads libcurl, then makes the multi handle.
    private func makeMultiHandle() -> Result<UnsafeMutableRawPointer, NoMultiHandle> {
        if let reason = libraryProblem() { return .failure(NoMultiHandle(reason: reason)) }
        guard let multi = kiji_curl_multi_init() else { return .failure(NoMultiHandle(reason: "curl_multi_init failed")) }
        return .success(multi)
    }

    /// Fails the queued transfers, and makes every later one fail at once.
    private func failQueued(because reason: String) {
        let queued = shared.withLock { shared -> [Command] in
            shared.unavailableReason = reason
            defer { shared.commands.removeAll() }
            return shared.commands
        }
        for case .add(let transfer) in queued { transfer.completion(.failure(unavailable(transfer, reason))) }
    }

    /// Applies queued commands; returns false once the loop should stop.
    private func handleCommands(_ multi: UnsafeMutableRawPointer) -> Bool {
        let pending = shared.withLock { shared -> [Command] in
            defer { shared.commands.removeAll() }
            return shared.commands
        }
        for command in pending {
            switch command {
            case .add(let transfer):
                add(transfer, to: multi)
            case .cancel(let transfer):
                guard let easy = transfer.easy, active[easy] != nil else { continue }
                finish(transfer, on: multi, with: .failure(cancelled(transfer)))
            case .stop:
                return false
            }
        }
        return true
    }

    private func add(_ transfer: CurlTransfer, to multi: UnsafeMutableRawPointer) {
        if transfer.cancelRequested.load(ordering: .sequentiallyConsistent) {
            transfer.completion(.failure(cancelled(transfer)))
            return
        }
        guard transfer.prepare(configuration: configuration), let easy = transfer.easy else {
            transfer.completion(.failure(.transport(.invalidURL, host: transfer.host, detail: "libcurl refused the request options")))
            return
        }
        active[easy] = transfer
        kiji_curl_multi_add_handle(multi, easy)
    }

    private func collectFinished(_ multi: UnsafeMutableRawPointer) {
        var remaining: Int32 = 0
        while let message = kiji_curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let code = message.pointee.data.result
            finish(transfer, on: multi, with: transfer.outcome(for: code))
        }
    }

    private func finish(
        _ transfer: CurlTransfer, on multi: UnsafeMutableRawPointer, with result: Result<HTTPResponse, QiitaAPIError>
    ) {
        if let easy = transfer.easy {
            kiji_curl_multi_remove_handle(multi, easy)
            active[easy] = nil
        }
        transfer.releaseHandle()
        transfer.completion(result)
    }

    private func cancelled(_ transfer: CurlTransfer) -> QiitaAPIError {
        .transport(.cancelled, host: transfer.host, detail: "cancelled")
    }

    private func unavailable(_ transfer: CurlTransfer, _ reason: String) -> QiitaAPIError {
        .transport(.libcurlUnavailable, host: transfer.host, detail: reason)
    }
}
