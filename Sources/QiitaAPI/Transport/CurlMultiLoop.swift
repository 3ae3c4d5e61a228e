import CCurl
import Foundation
import Synchronization

/// The dedicated thread that drives one libcurl multi handle.
///
/// Other threads never call libcurl on the multi handle: they queue a command and wake the loop
/// with `curl_multi_wakeup`. The loop adds and removes easy handles, performs, reads finished
/// transfers and polls. Connections stay in the multi handle's cache, so consecutive requests to
/// one host reuse one connection.
final class CurlMultiLoop: @unchecked Sendable {
    private enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
        case stop
    }

    private let multi: UnsafeMutableRawPointer
    private let configuration: TransportConfiguration
    private let commands = Mutex<[Command]>([])
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    init?(configuration: TransportConfiguration) {
        guard CurlGlobal.isInitialised, let multi = curl_multi_init() else { return nil }
        self.multi = multi
        self.configuration = configuration
        let thread = Thread { [self] in run() }
        thread.name = "kiji.curl"
        thread.start()
    }

    /// Queues a transfer; its completion is called on the loop thread exactly once.
    func submit(_ transfer: CurlTransfer) { enqueue(.add(transfer)) }

    /// Aborts a transfer if it is still running; its completion reports ``TransportFailure/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancelRequested.store(true, ordering: .sequentiallyConsistent)
        enqueue(.cancel(transfer))
    }

    /// Ends the thread; transfers still running complete as cancelled.
    func stop() { enqueue(.stop) }

    private func enqueue(_ command: Command) {
        commands.withLock { $0.append(command) }
        curl_multi_wakeup(multi)
    }

    private func run() {
        var running: Int32 = 0
        while handleCommands() {
            curl_multi_perform(multi, &running)
            collectFinished()
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        for transfer in active.values { finish(transfer, with: .failure(cancelled(transfer))) }
        curl_multi_cleanup(multi)
    }

    /// Applies queued commands; returns false once the loop should stop.
    private func handleCommands() -> Bool {
        let pending = commands.withLock { queue -> [Command] in
            defer { queue.removeAll() }
            return queue
        }
        for command in pending {
            switch command {
            case .add(let transfer):
                add(transfer)
            case .cancel(let transfer):
                guard let easy = transfer.easy, active[easy] != nil else { continue }
                finish(transfer, with: .failure(cancelled(transfer)))
            case .stop:
                return false
            }
        }
        return true
    }

    private func add(_ transfer: CurlTransfer) {
        if transfer.cancelRequested.load(ordering: .sequentiallyConsistent) {
            transfer.completion(.failure(cancelled(transfer)))
            return
        }
        guard transfer.prepare(configuration: configuration), let easy = transfer.easy else {
            transfer.completion(.failure(.transport(.invalidURL, host: transfer.host, detail: "libcurl refused the request options")))
            return
        }
        active[easy] = transfer
        curl_multi_add_handle(multi, easy)
    }

    private func collectFinished() {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let code = message.pointee.data.result
            finish(transfer, with: transfer.outcome(for: code))
        }
    }

    private func finish(_ transfer: CurlTransfer, with result: Result<HTTPResponse, QiitaAPIError>) {
        if let easy = transfer.easy {
            curl_multi_remove_handle(multi, easy)
            active[easy] = nil
        }
        transfer.releaseHandle()
        transfer.completion(result)
    }

    private func cancelled(_ transfer: CurlTransfer) -> QiitaAPIError {
        .transport(.cancelled, host: transfer.host, detail: "cancelled")
    }
}
