import Dispatch
import FoundationEssentials
import Glibc
import QiitaStub

/// Serves the demo's stub API in the foreground until Ctrl-C or SIGTERM, printing where it listens.
struct DemoServer {
    let server: QiitaStubServer

    func serveUntilInterrupted() -> Never {
        let api = server.baseURL.absoluteString
        Console.write("""
            QiitaStub is serving \(server.corpus.itemCount) items on 127.0.0.1:\(server.port).
            API: \(api)
            Try: curl -i '\(api)/items?page=1&per_page=20'
            Demo token (opens only this stub): \(QiitaStubOptions.demoToken)
            Press Ctrl-C to stop.

            """, to: STDOUT_FILENO)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                server.stop()
                exit(0)
            }
            source.resume()
            Self.sources.append(source)
        }
        dispatchMain()
    }

    /// Keeps the signal sources alive while the main queue runs.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
}
