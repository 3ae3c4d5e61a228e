import Foundation
import Synchronization
import QiitaStub

/// Runs the stub API in the foreground until Ctrl-C or SIGTERM.
struct DemoServer {
    let options: QiitaStubOptions

    func serveUntilInterrupted() async throws {
        let server = try QiitaStubServer(options: options)
        let api = server.baseURL.absoluteString
        FileHandle.standardOutput.write(Data("""
            QiitaStub is serving \(server.corpus.itemCount) items on 127.0.0.1:\(server.port).
            API: \(api)
            Try: curl -i '\(api)/items?page=1&per_page=20'
            Demo token (opens only this stub): \(QiitaStubOptions.demoToken)
            Press Ctrl-C to stop.

            """.utf8))
        await SignalWaiter.waitForTermination()
        server.stop()
    }
}

/// Waits for SIGINT or SIGTERM without letting their default handlers end the process.
enum SignalWaiter {
    static func waitForTermination() async {
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let pending = Mutex<CheckedContinuation<Void, Never>?>(continuation)
            for source in sources {
                source.setEventHandler { pending.withLock { $0?.resume(); $0 = nil } }
                source.resume()
            }
        }
        sources.forEach { $0.cancel() }
    }
}
